import { inches } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { distanceAlongWall } from './distanceAlongWall';
import { wallInches } from './openingFixtures';

describe('distanceAlongWall', () => {
  it('measures a point on the wall from its start', () => {
    expect(distanceAlongWall(wallInches({ x: 10, z: 0 }, 120), { x: inches(40), z: 0 })).toBeCloseTo(
      inches(30),
      12,
    );
  });

  it('projects a point off the wall (a click on either face) onto its centre line', () => {
    const wall = wallInches({ x: 10, z: 0 }, 120);
    expect(distanceAlongWall(wall, { x: inches(40), z: inches(2) })).toBeCloseTo(inches(30), 12);
    expect(distanceAlongWall(wall, { x: inches(40), z: inches(-2) })).toBeCloseTo(inches(30), 12);
  });

  it('follows a turned wall: one running -z measures along -z', () => {
    const wall = wallInches({ x: 0, z: 0 }, 120, Math.PI / 2);
    expect(distanceAlongWall(wall, { x: inches(1), z: inches(-50) })).toBeCloseTo(inches(50), 12);
  });
});
