import { describe, expect, it } from 'vitest';
import { followWall } from './followWall';
import { boxInches, inchesOfBox, wallInches } from './openingFixtures';

const wall = wallInches({ x: 0, z: 0 }, 120);
const window = boxInches(40, 42, 36, 48);

describe('followWall', () => {
  it('moves and turns with its wall, keeping its distance from the start', () => {
    expect(inchesOfBox(followWall(window, wall, wallInches({ x: 30, z: -20 }, 120)))).toEqual([
      40, 42, 36, 48,
    ]);
    expect(inchesOfBox(followWall(window, wall, wallInches({ x: 0, z: 0 }, 120, 1)))).toEqual([
      40, 42, 36, 48,
    ]);
  });

  it("stays where it was in the room when the wall's start is dragged", () => {
    // Start moved 10" back along the wall: the opening is now 10" further from it.
    expect(inchesOfBox(followWall(window, wall, wallInches({ x: -10, z: 0 }, 130)))).toEqual([
      50, 42, 36, 48,
    ]);
  });

  it('keeps its distance from the start when the end is dragged', () => {
    expect(inchesOfBox(followWall(window, wall, wallInches({ x: 0, z: 0 }, 150)))).toEqual([40, 42, 36, 48]);
  });

  it('is kept inside a wall shortened or lowered under it', () => {
    expect(inchesOfBox(followWall(window, wall, wallInches({ x: 0, z: 0 }, 60)))).toEqual([24, 42, 36, 48]);
    expect(inchesOfBox(followWall(window, wall, wallInches({ x: 0, z: 0 }, 120, 0, 72)))).toEqual([
      40, 24, 36, 48,
    ]);
    expect(inchesOfBox(followWall(window, wall, wallInches({ x: 0, z: 0 }, 30)))).toEqual([0, 42, 30, 48]);
  });
});
