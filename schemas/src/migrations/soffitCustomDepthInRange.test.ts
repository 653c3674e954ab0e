import { describe, expect, it } from 'vitest';
import { soffitCustomDepthInRange } from './soffitCustomDepthInRange';

describe('custom-depth-in-range (soffits)', () => {
  it('turns a custom depth outside 1 to 48 inches, or unreadable, into 12', () => {
    for (const customDepthValue of [0.5, 0, -3, 48.5, 1000, null, 'deep', '', Number.NaN]) {
      expect(soffitCustomDepthInRange.migrate({ creationType: 'custom', customDepthValue })).toEqual({
        creationType: 'custom',
        customDepthValue: 12,
      });
    }
  });

  it('keeps a depth within range, the bounds included, and reads a numeric string', () => {
    for (const depth of [1, 14.5, 48]) {
      expect(soffitCustomDepthInRange.migrate({ customDepthValue: depth })).toEqual({
        customDepthValue: depth,
      });
    }
    expect(soffitCustomDepthInRange.migrate({ customDepthValue: ' 24 ' })).toEqual({ customDepthValue: 24 });
  });

  it('leaves a missing depth to the schema default', () => {
    expect(soffitCustomDepthInRange.migrate({ color: '#FFFFFF' })).toEqual({ color: '#FFFFFF' });
  });
});
