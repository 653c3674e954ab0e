import { describe, expect, it } from 'vitest';
import { conversionProgress, conversionShares } from './conversionProgress';

describe('conversionProgress', () => {
  const high = conversionShares('gif', 'high');

  it('moves while a GIF’s film is being read, before palettegen lets the first frame be written', () => {
    expect(conversionProgress(high, 10, 0, 0)).toBe(0);
    expect(conversionProgress(high, 10, 5, 0)).toBeCloseTo(high.read / 2);
    expect(conversionProgress(high, 10, 9.97, 0)).toBeLessThan(high.read);
  });

  it('counts the whole film read once writing begins, and is 1 when all is written', () => {
    expect(conversionProgress(high, 10, 9.9, 0.5)).toBeCloseTo(high.read + high.write * 0.05);
    expect(conversionProgress(high, 10, 9.9, 10)).toBe(1);
    expect(conversionProgress(high, 10, 9.9, 12)).toBe(1);
  });

  it('gives reading the larger share for the fast preset and writing for the high one', () => {
    expect(conversionShares('gif', 'fast').read).toBeGreaterThan(conversionShares('gif', 'fast').write);
    expect(high.write).toBeGreaterThan(high.read);
    for (const quality of ['fast', 'medium', 'high'] as const) {
      const shares = conversionShares('gif', quality);
      expect(shares.read + shares.write).toBeCloseTo(1);
    }
  });

  it('counts only the written time for an mp4, which FFmpeg writes as it reads', () => {
    const mp4 = conversionShares('mp4', 'high');
    expect(conversionProgress(mp4, 4, 3, 0)).toBe(0);
    expect(conversionProgress(mp4, 4, 3, 1)).toBe(0.25);
  });

  it('stays at 0 for times it cannot use', () => {
    expect(conversionProgress(high, 0, 1, 1)).toBe(0);
    expect(conversionProgress(high, 10, Number.NaN, 0)).toBe(0);
    expect(conversionProgress(high, 10, -1, 0)).toBe(0);
  });
});
