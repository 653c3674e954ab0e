import { describe, expect, it } from 'vitest';
import { segmentDashDistances } from './segmentDashDistances';

describe('segmentDashDistances', () => {
  it('starts every segment at 0 and ends it at its own length, whatever segments come before it', () => {
    const first = [0, 0, 0, 3, 0, 4];
    const second = [1, 1, 1, 1, 3, 1];
    expect([...segmentDashDistances([...first, ...second])]).toEqual([0, 5, 0, 2]);
    expect([...segmentDashDistances([...second, ...first])]).toEqual([0, 2, 0, 5]);
  });

  it('gives nothing for no segments', () => {
    expect(segmentDashDistances([])).toHaveLength(0);
  });
});
