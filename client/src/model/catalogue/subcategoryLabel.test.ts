import { describe, expect, it } from 'vitest';
import { subcategoryLabel } from './subcategoryLabel';

describe('subcategoryLabel', () => {
  it('reads wall heights as inches and capitalises other subcategories', () => {
    expect(subcategoryLabel('wall', '36')).toBe('36"');
    expect(subcategoryLabel('wall', 'bridge')).toBe('Bridge');
    expect(subcategoryLabel('closets', 'pull out rack')).toBe('Pull out rack');
  });

  it('names the group of models without a subcategory', () => {
    expect(subcategoryLabel('accessory', '')).toBe('Other items');
  });
});
