import { describe, expect, it } from 'vitest';
import { collidingWallIds, collidingWallPairs } from './collidingWallIds';
import { wallBetween, wallsAlong } from './testing/wallsAlong';
import { wallsOverlap } from './wallsOverlap';

const THICK = 0.1;

describe('wallsOverlap', () => {
  it('finds crossing walls overlapping', () => {
    const a = wallBetween('wall_a', { x: -1, z: 0 }, { x: 1, z: 0 }, { thickness: THICK });
    const b = wallBetween('wall_b', { x: 0, z: -1 }, { x: 0, z: 1 }, { thickness: THICK });
    expect(wallsOverlap(a, b)).toBe(true);
  });

  it('does not count a wall ending against another one’s face as overlapping', () => {
    const a = wallBetween('wall_a', { x: -1, z: 0 }, { x: 1, z: 0 }, { thickness: THICK });
    const b = wallBetween('wall_b', { x: 0, z: -THICK / 2 }, { x: 0, z: -1 }, { thickness: THICK });
    expect(wallsOverlap(a, b)).toBe(false);
  });

  it('finds parallel walls closer than their half thicknesses overlapping', () => {
    const a = wallBetween('wall_a', { x: 0, z: 0 }, { x: 2, z: 0 }, { thickness: THICK });
    const near = wallBetween(
      'wall_b',
      { x: 1, z: THICK * 0.9 },
      { x: 3, z: THICK * 0.9 },
      { thickness: THICK },
    );
    const far = wallBetween(
      'wall_c',
      { x: 1, z: THICK * 1.1 },
      { x: 3, z: THICK * 1.1 },
      { thickness: THICK },
    );
    expect(wallsOverlap(a, near)).toBe(true);
    expect(wallsOverlap(a, far)).toBe(false);
  });
});

describe('collidingWallIds', () => {
  it('never flags connected walls for meeting at their corner', () => {
    const walls = wallsAlong([
      { x: 0, z: 0 },
      { x: 2, z: 0 },
      { x: 2, z: -2 },
      { x: 0, z: -2 },
    ]);
    expect(collidingWallIds(walls)).toEqual(new Set());
  });

  it('flags both walls of a crossing and names the pair once', () => {
    const a = wallBetween('wall_b', { x: -1, z: 0 }, { x: 1, z: 0 });
    const b = wallBetween('wall_a', { x: 0, z: -1 }, { x: 0, z: 1 });
    const c = wallBetween('wall_c', { x: 5, z: 5 }, { x: 6, z: 5 });
    expect(collidingWallIds([a, b, c])).toEqual(new Set(['wall_a', 'wall_b']));
    expect(collidingWallPairs([a, b, c])).toEqual(new Set(['wall_a|wall_b']));
  });
});
