import { describe, expect, it } from 'vitest';
import { wallBetween, wallsAlong } from './testing/wallsAlong';
import { wallDiagonals } from './wallDiagonals';

describe('wallDiagonals', () => {
  const corner = () =>
    wallsAlong([
      { x: 0, z: 0 },
      { x: 3, z: 0 },
      { x: 3, z: -4 },
    ]);

  it('spans each corner from the far end of one wall to the far end of the other', () => {
    const [diagonal, ...others] = wallDiagonals(corner(), true);
    expect(others).toEqual([]);
    expect(diagonal!.length).toBeCloseTo(5, 12);
    const ends = [diagonal!.from, diagonal!.to].map(({ x, z }) => [Math.round(x), Math.round(z)]);
    expect(ends).toEqual(
      expect.arrayContaining([
        [0, 0],
        [3, -4],
      ]),
    );
  });

  it('shows only corners whose walls ask for it when the setting is off', () => {
    expect(wallDiagonals(corner(), false)).toEqual([]);
    const [first, second] = corner();
    expect(wallDiagonals([{ ...first!, showDiagonal: true }, second!], false)).toHaveLength(1);
  });

  it('gives one diagonal per corner of a closed room', () => {
    const room = wallsAlong([
      { x: 0, z: 0 },
      { x: 4, z: 0 },
      { x: 4, z: -3 },
      { x: 0, z: -3 },
    ]);
    expect(wallDiagonals(room, true)).toHaveLength(2);
  });

  it('skips hidden walls, walls running on in one line, and connections whose ends are apart', () => {
    const [first, second] = corner();
    expect(wallDiagonals([{ ...first!, visible: false }, second!], true)).toEqual([]);
    const straight = wallsAlong([
      { x: 0, z: 0 },
      { x: 2, z: 0 },
      { x: 5, z: 0 },
    ]);
    expect(wallDiagonals(straight, true)).toEqual([]);
    const a = wallBetween('wall_a', { x: 0, z: 0 }, { x: 1, z: 0 }, { connected: ['wall_b'] });
    const b = wallBetween('wall_b', { x: 3, z: 0 }, { x: 3, z: 1 }, { connected: ['wall_a'] });
    expect(wallDiagonals([a, b], true)).toEqual([]);
  });
});
