import { describe, expect, it } from 'vitest';
import { dropPointFor } from './dropPointFor';

describe('dropPointFor', () => {
  it('puts a picked model at the origin while there are no walls', () => {
    expect(dropPointFor([])).toEqual({ x: 0, z: 0 });
  });

  it('puts a picked model in the middle of the walls’ extent', () => {
    const walls = [
      { position: { x: 0, z: 0 }, dimensions: { x: 4 }, angle: 0 },
      { position: { x: 4, z: 0 }, dimensions: { x: 3 }, angle: -Math.PI / 2 },
    ];
    const point = dropPointFor(walls);
    expect(point.x).toBeCloseTo(2);
    expect(point.z).toBeCloseTo(1.5);
  });
});
