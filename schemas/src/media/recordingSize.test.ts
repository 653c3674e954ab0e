import { describe, expect, it } from 'vitest';
import { recordingSize } from './recordingSize';

describe('recordingSize', () => {
  it('records a fixed resolution at its own size', () => {
    const canvas = { width: 800, height: 600, devicePixelRatio: 1 };
    expect(recordingSize(1440, canvas)).toEqual({ width: 2560, height: 1440 });
  });

  it('records max at the canvas size, device pixel ratio capped at 2, long side capped at 1920', () => {
    expect(recordingSize(1920, { width: 800, height: 500, devicePixelRatio: 3 })).toEqual({
      width: 1600,
      height: 1000,
    });
    expect(recordingSize(1920, { width: 1600, height: 900, devicePixelRatio: 2 })).toEqual({
      width: 1920,
      height: 1080,
    });
  });

  it('keeps both sides even for the video encoder', () => {
    const size = recordingSize(1920, { width: 1001, height: 333, devicePixelRatio: 1 });
    expect(size).toEqual({ width: 1000, height: 332 });
  });
});
