import { describe, expect, it } from 'vitest';
import { GIF_PRESETS, gifPreset } from './gifPresets';

describe('GIF presets', () => {
  it('encodes fast at 15 fps quality 8, medium at 20 fps quality 5, high at 24 fps quality 2', () => {
    expect(GIF_PRESETS).toEqual({
      fast: { fps: 15, quality: 8 },
      medium: { fps: 20, quality: 5 },
      high: { fps: 24, quality: 2 },
    });
    expect(gifPreset('high')).toEqual({ fps: 24, quality: 2 });
  });
});
