import { describe, expect, it } from 'vitest';
import { recordingSize } from './recordingSize';
import { videoBitrate } from './videoBitrate';

const MBPS = 1_000_000;
const view = { width: 800, height: 600, devicePixelRatio: 1 };

describe('recordingSize', () => {
  it('records 720 and 1080 at their own size, whatever the view', () => {
    expect(recordingSize(720, view)).toEqual({ width: 1280, height: 720 });
    expect(recordingSize(1080, view)).toEqual({ width: 1920, height: 1080 });
    expect(recordingSize(1080, { width: 300, height: 900, devicePixelRatio: 3 })).toEqual({
      width: 1920,
      height: 1080,
    });
  });

  it('caps 1440 (2560 × 1440) to 1920 on the long side: 1920 × 1080', () => {
    expect(recordingSize(1440, view)).toEqual({ width: 1920, height: 1080 });
  });

  it('records max at the view’s size and shape, device pixel ratio capped at 2, long side at 1920', () => {
    expect(recordingSize(1920, { width: 800, height: 500, devicePixelRatio: 3 })).toEqual({
      width: 1600,
      height: 1000,
    });
    expect(recordingSize(1920, { width: 1600, height: 900, devicePixelRatio: 2 })).toEqual({
      width: 1920,
      height: 1080,
    });
    expect(recordingSize(1920, { width: 1280, height: 800, devicePixelRatio: 1 })).toEqual({
      width: 1280,
      height: 800,
    });
  });

  it('keeps a portrait view upright, its long side (the height) at 1920', () => {
    const size = recordingSize(1920, { width: 700, height: 1001, devicePixelRatio: 2 });
    expect(size).toEqual({ width: 1342, height: 1920 });
    expect(size.width / size.height).toBeCloseTo(700 / 1001, 2);
  });

  it('keeps both sides even for the H.264 encoder, rounding odd views down', () => {
    expect(recordingSize(1920, { width: 1001, height: 333, devicePixelRatio: 1 })).toEqual({
      width: 1000,
      height: 332,
    });
    expect(recordingSize(1920, { width: 1367, height: 771, devicePixelRatio: 1.5 })).toEqual({
      width: 1920,
      height: 1082,
    });
    for (const resolution of [720, 1080, 1440, 1920] as const) {
      const size = recordingSize(resolution, { width: 999, height: 777, devicePixelRatio: 1.25 });
      expect(size.width % 2, `${resolution}`).toBe(0);
      expect(size.height % 2, `${resolution}`).toBe(0);
      expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(1920);
    }
  });

  it('gives the bitrate tier of the capped size, not of the option’s name', () => {
    const bitrate = (resolution: 720 | 1080 | 1440 | 1920, canvas = view) => {
      const size = recordingSize(resolution, canvas);
      return {
        mp4: videoBitrate(size.width, size.height, 'mp4'),
        gif: videoBitrate(size.width, size.height, 'gif'),
      };
    };
    expect(bitrate(720)).toEqual({ mp4: 6 * MBPS, gif: 4 * MBPS });
    expect(bitrate(1080)).toEqual({ mp4: 12 * MBPS, gif: 8 * MBPS });
    expect(bitrate(1440)).toEqual({ mp4: 12 * MBPS, gif: 8 * MBPS });
    // 800 × 600 at ratio 2 is 1600 × 1200 (1,920,000 pixels): the 1,555,200 tier.
    expect(bitrate(1920, { width: 800, height: 600, devicePixelRatio: 2 })).toEqual({
      mp4: 9 * MBPS,
      gif: 6 * MBPS,
    });
    // At ratio 3 it would be 2400 × 1800; capped at 2 and 1920 it stays in the same tier.
    expect(bitrate(1920, { width: 800, height: 600, devicePixelRatio: 3 })).toEqual({
      mp4: 9 * MBPS,
      gif: 6 * MBPS,
    });
  });
});
