import { inches } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { defaultPlacementHeight } from './defaultPlacementHeight';

describe('defaultPlacementHeight', () => {
  it('hangs wall models at 54 inches and sets accessories at 36 when the catalogue gives no height', () => {
    expect(defaultPlacementHeight('wall', 0)).toBe(inches(54));
    expect(defaultPlacementHeight('accessory', 0)).toBe(inches(36));
  });

  it('puts every other model without a catalogue height on the floor', () => {
    for (const type of ['base', 'tall', 'appliance', 'furniture', 'decoration', 'closets'] as const) {
      expect(defaultPlacementHeight(type, 0)).toBe(0);
    }
  });

  it('turns a catalogue height of 37.25 inches into 36, whatever the type', () => {
    expect(defaultPlacementHeight('decoration', inches(37.25))).toBe(inches(36));
    expect(defaultPlacementHeight('wall', inches(37.25))).toBe(inches(36));
  });

  it('keeps any other catalogue height (a hood at 60, a fridge wall cabinet at 66)', () => {
    expect(defaultPlacementHeight('appliance', inches(60))).toBe(inches(60));
    expect(defaultPlacementHeight('wall', inches(66))).toBe(inches(66));
  });
});
