import { describe, expect, it } from 'vitest';
import { videoBitrate } from './videoBitrate';

const MBPS = 1_000_000;

describe('videoBitrate', () => {
  it('gives an mp4 12 Mbps from 1920x1080 (2,073,600 pixels) up', () => {
    expect(videoBitrate(1920, 1080, 'mp4')).toBe(12 * MBPS);
    expect(videoBitrate(2560, 1440, 'mp4')).toBe(12 * MBPS);
  });

  it('steps down at 1,555,200 and 921,600 pixels and below', () => {
    expect(videoBitrate(1920, 1079, 'mp4')).toBe(9 * MBPS);
    expect(videoBitrate(1440, 1080, 'mp4')).toBe(9 * MBPS);
    expect(videoBitrate(1280, 720, 'mp4')).toBe(6 * MBPS);
    expect(videoBitrate(1279, 720, 'mp4')).toBe(3 * MBPS);
  });

  it('uses the multiplier 8 instead of 12 for any format but mp4', () => {
    expect(videoBitrate(1920, 1080, 'webm')).toBe(8 * MBPS);
    expect(videoBitrate(1440, 1080, 'gif')).toBe(6 * MBPS);
    expect(videoBitrate(1280, 720, 'webm')).toBe(4 * MBPS);
    expect(videoBitrate(640, 360, 'webm')).toBe(2 * MBPS);
  });
});
