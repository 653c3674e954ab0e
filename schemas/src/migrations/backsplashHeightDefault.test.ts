import { describe, expect, it } from 'vitest';
import { BACKSPLASH_DEFAULT_CUSTOM_HEIGHT } from '../document/backsplash';
import { backsplashHeightDefault } from './backsplashHeightDefault';

describe('backsplash-height-default (design)', () => {
  it('turns a zero, empty or unreadable backsplash height into 4.25 inches', () => {
    for (const height of [0, -0.1, null, '', 'tall']) {
      const before = { totalPrice: 3, backsplash: { size: 'custom', height } };
      expect(backsplashHeightDefault.migrate(before)).toEqual({
        totalPrice: 3,
        backsplash: { size: 'custom', height: BACKSPLASH_DEFAULT_CUSTOM_HEIGHT },
      });
    }
  });

  it('keeps a positive height, reads a numeric string, and leaves no backsplash or no height alone', () => {
    expect(backsplashHeightDefault.migrate({ backsplash: { height: 0.3 } })).toEqual({
      backsplash: { height: 0.3 },
    });
    expect(backsplashHeightDefault.migrate({ backsplash: { height: '0.3' } })).toEqual({
      backsplash: { height: 0.3 },
    });
    expect(backsplashHeightDefault.migrate({ backsplash: null })).toEqual({ backsplash: null });
    expect(backsplashHeightDefault.migrate({ backsplash: { size: 'small' } })).toEqual({
      backsplash: { size: 'small' },
    });
  });

  it('does not mutate the fields it is given', () => {
    const before = { backsplash: { height: 0 } };
    backsplashHeightDefault.migrate(before);
    expect(before).toEqual({ backsplash: { height: 0 } });
  });
});
