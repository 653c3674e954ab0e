import { describe, expect, it } from 'vitest';
import { wallBetween, wallsAlong } from '../walls/testing/wallsAlong';
import { wallInwardNormal, wallsToCutAway } from './wallsToCutAway';

// A 4 m × 3 m room, its walls drawn clockwise in the top view (screen up is -z).
const room = wallsAlong(
  [
    { x: 0, z: 0 },
    { x: 4, z: 0 },
    { x: 4, z: 3 },
    { x: 0, z: 3 },
  ],
  true,
);
const [north, east, south, west] = room.map((wall) => wall.id);
const eye = 1.6;

describe('wallsToCutAway', () => {
  it('cuts nothing while the camera stands inside the room', () => {
    expect([...wallsToCutAway(room, { x: 2, y: eye, z: 1.5 })]).toEqual([]);
  });

  it('cuts the wall the camera stands behind, and keeps the walls whose inner face looks at it', () => {
    expect([...wallsToCutAway(room, { x: 2, y: eye, z: 8 })]).toEqual([south]);
    expect([...wallsToCutAway(room, { x: 2, y: 5, z: -6 })]).toEqual([north]);
  });

  it('cuts both walls of the corner the camera looks in from', () => {
    expect(new Set(wallsToCutAway(room, { x: -5, y: eye, z: 7 }))).toEqual(new Set([west, south]));
    expect(new Set(wallsToCutAway(room, { x: 9, y: eye, z: -4 }))).toEqual(new Set([north, east]));
  });

  it('finds the room side whichever way a wall was drawn', () => {
    const reversed = room.map((wall, index) =>
      index === 0 ? wallBetween(wall.id, { x: 4, z: 0 }, { x: 0, z: 0 }) : wall,
    );
    expect([...wallsToCutAway(reversed, { x: 2, y: eye, z: -6 })]).toEqual([north]);
    expect([...wallsToCutAway(reversed, { x: 2, y: eye, z: 8 })]).toEqual([south]);
  });

  it('keeps a wall the camera sees edge-on or grazes', () => {
    // Just outside the south wall's outer face, within the margin.
    const outerFace = 3 + room[2]!.dimensions.z / 2;
    expect([...wallsToCutAway(room, { x: 2, y: eye, z: outerFace + 0.01 })]).toEqual([]);
  });

  it('leaves hidden walls alone and cuts nothing in an empty design', () => {
    const hidden = room.map((wall) => (wall.id === south ? { ...wall, visible: false } : wall));
    expect([...wallsToCutAway(hidden, { x: 2, y: eye, z: 8 })]).toEqual([]);
    expect([...wallsToCutAway([], { x: 0, y: eye, z: 0 })]).toEqual([]);
  });
});

describe('wallInwardNormal', () => {
  it('points to the room, and to the right of a lone wall in the top view', () => {
    const northWall = room[0]!;
    const normal = wallInwardNormal(northWall, { x: 2, z: 1.5 });
    expect(normal.x).toBeCloseTo(0);
    expect(normal.z).toBeCloseTo(1);
    const lone = wallBetween('wall_lone', { x: 0, z: 0 }, { x: 4, z: 0 });
    const right = wallInwardNormal(lone, { x: 2, z: 0 });
    // Drawn towards +x, its right in the top view (screen up is -z) is +z.
    expect(right.z).toBeCloseTo(1);
  });
});
