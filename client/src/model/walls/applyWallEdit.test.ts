import type { Wall } from '@kitchensync/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyWallEdit, type WallEdit } from './applyWallEdit';
import { collidingWallIds, collidingWallPairs } from './collidingWallIds';
import { joinedEnds } from './joinedEnds';
import { wallBetween, wallsAlong } from './testing/wallsAlong';
import { floorDistance, wallEnds } from './wallEnds';

function byId(walls: readonly Wall[]): Map<string, Wall> {
  return new Map(walls.map((wall) => [wall.id, wall]));
}

function expectPoint(actual: { x: number; z: number }, expected: { x: number; z: number }) {
  expect(actual.x).toBeCloseTo(expected.x, 9);
  expect(actual.z).toBeCloseTo(expected.z, 9);
}

// An L: w0 runs east from the origin, w1 runs north (screen up, -z) from w0's end.
const L_SHAPE = wallsAlong([
  { x: 0, z: 0 },
  { x: 2, z: 0 },
  { x: 2, z: -2 },
]);
// A U: w0 north side going east, w1 east side going south, w2 south side going west.
const U_SHAPE = wallsAlong([
  { x: 0, z: -2 },
  { x: 3, z: -2 },
  { x: 3, z: 0 },
  { x: 0, z: 0 },
]);
const ROOM = wallsAlong(
  [
    { x: 0, z: 0 },
    { x: 3, z: 0 },
    { x: 3, z: -2 },
    { x: 0, z: -2 },
  ],
  true,
);

describe('applyWallEdit', () => {
  it('lengthens a wall joined at one end from its joint, so its neighbour stays where it is', () => {
    const result = applyWallEdit(L_SHAPE, 'wall_w1', { length: 3 });
    if (!result.ok) throw new Error(result.message);
    const after = byId(result.walls);
    expect(wallEnds(after.get('wall_w1')!).start).toEqual({ x: 2, z: 0 });
    expectPoint(wallEnds(after.get('wall_w1')!).end, { x: 2, z: -3 });
    expect(after.get('wall_w0')).toEqual(L_SHAPE[0]);
    expect(result.changed.map((wall) => wall.id)).toEqual(['wall_w1']);
  });

  it('moves the wall joined beyond the moving end when a wall joined at both ends gets longer', () => {
    const result = applyWallEdit(U_SHAPE, 'wall_w1', { length: 3 });
    if (!result.ok) throw new Error(result.message);
    const after = byId(result.walls);
    expectPoint(wallEnds(after.get('wall_w1')!).end, { x: 3, z: 1 });
    expectPoint(wallEnds(after.get('wall_w2')!).start, { x: 3, z: 1 });
    expectPoint(wallEnds(after.get('wall_w2')!).end, { x: 0, z: 1 });
    expect(after.get('wall_w2')!.dimensions.x).toBeCloseTo(3, 12);
    expect(after.get('wall_w0')).toEqual(U_SHAPE[0]);
  });

  it('stretches the walls along the move when a closed room is widened', () => {
    const result = applyWallEdit(ROOM, 'wall_w0', { length: 4 });
    if (!result.ok) throw new Error(result.message);
    const after = byId(result.walls);
    expectPoint(wallEnds(after.get('wall_w1')!).start, { x: 4, z: 0 });
    expectPoint(wallEnds(after.get('wall_w1')!).end, { x: 4, z: -2 });
    expect(after.get('wall_w2')!.dimensions.x).toBeCloseTo(4, 12);
    expect(after.get('wall_w3')).toEqual(ROOM[3]);
  });

  it('refuses a change the connected walls of a closed room cannot follow', () => {
    const triangle = wallsAlong(
      [
        { x: 0, z: 0 },
        { x: 3, z: 0 },
        { x: 0, z: -2 },
      ],
      true,
    );
    const result = applyWallEdit(triangle, 'wall_w0', { length: 4 });
    expect(result).toMatchObject({ ok: false, reason: 'connectedCannotFollow' });
  });

  it('refuses to rotate a wall with two connections', () => {
    const result = applyWallEdit(U_SHAPE, 'wall_w1', { angle: 0 });
    expect(result).toMatchObject({
      ok: false,
      reason: 'rotationWithTwoConnections',
      message: 'A wall with two connections cannot be rotated.',
    });
  });

  it('rotates a wall with one connection about its joint', () => {
    const result = applyWallEdit(L_SHAPE, 'wall_w1', { angle: 0 });
    if (!result.ok) throw new Error(result.message);
    const rotated = byId(result.walls).get('wall_w1')!;
    expect(wallEnds(rotated).start).toEqual({ x: 2, z: 0 });
    expectPoint(wallEnds(rotated).end, { x: 4, z: 0 });
  });

  it('changes height and thickness without moving any joint', () => {
    const result = applyWallEdit(U_SHAPE, 'wall_w1', { height: 3, thickness: 0.2 });
    if (!result.ok) throw new Error(result.message);
    const after = byId(result.walls);
    expect(after.get('wall_w1')!.dimensions).toEqual({ x: 2, y: 3, z: 0.2 });
    expect(result.changed.map((wall) => wall.id)).toEqual(['wall_w1']);
  });

  it('refuses a change that makes walls collide, and flags nothing', () => {
    const a = wallBetween('wall_a', { x: 0, z: 0 }, { x: 1, z: 0 });
    const b = wallBetween('wall_b', { x: 2, z: -1 }, { x: 2, z: 1 });
    expect(applyWallEdit([a, b], 'wall_a', { length: 3 })).toMatchObject({ ok: false, reason: 'collision' });
  });

  it('accepts an edit that leaves an old collision as it was, and keeps its walls flagged', () => {
    const a = wallBetween('wall_a', { x: -1, z: 0 }, { x: 1, z: 0 });
    const b = wallBetween('wall_b', { x: 0, z: -1 }, { x: 0, z: 1 });
    const result = applyWallEdit([a, b], 'wall_a', { height: 1 });
    if (!result.ok) throw new Error(result.message);
    expect(result.walls.map((wall) => wall.error)).toEqual([true, true]);
  });

  it('clears the error flag of a wall moved out of a collision', () => {
    const a = { ...wallBetween('wall_a', { x: 0, z: 0 }, { x: 3, z: 0 }), error: true };
    const b = { ...wallBetween('wall_b', { x: 2, z: -1 }, { x: 2, z: 1 }), error: true };
    const result = applyWallEdit([a, b], 'wall_a', { length: 1 });
    if (!result.ok) throw new Error(result.message);
    expect(result.walls.map((wall) => wall.error)).toEqual([false, false]);
    expect(result.changed.map((wall) => wall.id)).toEqual(['wall_a', 'wall_b']);
  });

  it('refuses lengths below the minimum and values that are not finite', () => {
    expect(applyWallEdit(L_SHAPE, 'wall_w0', { length: 0 })).toMatchObject({ reason: 'invalidValue' });
    expect(applyWallEdit(L_SHAPE, 'wall_w0', { height: Number.NaN })).toMatchObject({
      reason: 'invalidValue',
    });
    expect(applyWallEdit(L_SHAPE, 'wall_w0', { thickness: -1 })).toMatchObject({ reason: 'invalidValue' });
    expect(applyWallEdit(L_SHAPE, 'wall_nope', { length: 1 })).toMatchObject({ reason: 'missingWall' });
  });

  it('refuses to move more walls than the loop limit allows', () => {
    const points = Array.from({ length: 1201 }, (_, index) => ({
      x: index * 0.5,
      z: index % 2 === 0 ? 0 : -0.5,
    }));
    // w1 is joined at both ends, so it keeps its start and pushes the 1198 walls after it along.
    const result = applyWallEdit(wallsAlong(points), 'wall_w1', { length: 1 });
    expect(result).toMatchObject({ ok: false, reason: 'tooManyWalls' });
  });
});

// Properties over chains and closed rooms drawn with random corners.
const corner = fc.record({
  length: fc.double({ min: 0.5, max: 4, noNaN: true }),
  turn: fc.constantFrom(-Math.PI / 2, Math.PI / 2, -Math.PI / 4, Math.PI / 4, 0.3, -1.1),
});

const drawing = fc
  .record({ corners: fc.array(corner, { minLength: 2, maxLength: 6 }), closed: fc.boolean() })
  .map(({ corners, closed }) => {
    const points = [{ x: 0, z: 0 }];
    let heading = 0;
    for (const { length, turn } of corners) {
      heading += turn;
      const last = points[points.length - 1]!;
      points.push({ x: last.x + Math.cos(heading) * length, z: last.z - Math.sin(heading) * length });
    }
    const walls = closed && points.length > 3 ? wallsAlong(points.slice(0, -1), true) : wallsAlong(points);
    // A wall on its own far away: no edit of the drawing may touch it.
    return [...walls, wallBetween('wall_zz', { x: 100, z: 100 }, { x: 101, z: 100 })];
  });

const edit: fc.Arbitrary<WallEdit> = fc.record(
  {
    length: fc.double({ min: 0.2, max: 6, noNaN: true }),
    height: fc.double({ min: 0.5, max: 4, noNaN: true }),
    thickness: fc.double({ min: 0.05, max: 0.4, noNaN: true }),
    angle: fc.double({ min: 0, max: 2 * Math.PI, noNaN: true, maxExcluded: true }),
  },
  { requiredKeys: [] },
);

const scenario = drawing.chain((walls) =>
  fc.record({ walls: fc.constant(walls), index: fc.nat(walls.length - 2), edit }),
);

describe('applyWallEdit properties', () => {
  it('an accepted edit keeps every joint joined at the same ends', () => {
    fc.assert(
      fc.property(scenario, ({ walls, index, edit: change }) => {
        const result = applyWallEdit(walls, walls[index]!.id, change);
        if (!result.ok) return;
        const before = byId(walls);
        const after = byId(result.walls);
        for (const wall of walls) {
          for (const neighbourId of wall.connected) {
            const joint = joinedEnds(wall, before.get(neighbourId)!);
            if (joint === null) continue;
            const gap = floorDistance(
              wallEnds(after.get(wall.id)!)[joint.wallEnd],
              wallEnds(after.get(neighbourId)!)[joint.neighbourEnd],
            );
            expect(gap).toBeLessThan(1e-6);
          }
        }
      }),
    );
  });

  it('an accepted edit gives the wall exactly the values asked for', () => {
    fc.assert(
      fc.property(scenario, ({ walls, index, edit: change }) => {
        const result = applyWallEdit(walls, walls[index]!.id, change);
        if (!result.ok) return;
        const edited = byId(result.walls).get(walls[index]!.id)!;
        if (change.length !== undefined) expect(edited.dimensions.x).toBe(change.length);
        if (change.height !== undefined) expect(edited.dimensions.y).toBe(change.height);
        if (change.thickness !== undefined) expect(edited.dimensions.z).toBe(change.thickness);
        if (change.angle !== undefined) {
          const turn = Math.abs(edited.angle - change.angle);
          expect(Math.min(turn, 2 * Math.PI - turn)).toBeLessThanOrEqual(1e-7);
        }
      }),
    );
  });

  it('a refused edit changes nothing and says why', () => {
    fc.assert(
      fc.property(scenario, ({ walls, index, edit: change }) => {
        const snapshot = structuredClone(walls);
        const result = applyWallEdit(walls, walls[index]!.id, change);
        expect(walls).toEqual(snapshot);
        if (!result.ok) expect(result.message.length).toBeGreaterThan(0);
      }),
    );
  });

  it('never rotates a wall with two connections and never moves an unconnected wall', () => {
    fc.assert(
      fc.property(scenario, ({ walls, index, edit: change }) => {
        const wall = walls[index]!;
        const result = applyWallEdit(walls, wall.id, change);
        if (!result.ok) return;
        const edited = byId(result.walls).get(wall.id)!;
        if (wall.connected.length > 1) expect(edited.angle).toBe(wall.angle);
        expect(byId(result.walls).get('wall_zz')).toEqual(byId(walls).get('wall_zz'));
      }),
    );
  });

  it('an accepted edit adds no collision and flags exactly the colliding walls', () => {
    fc.assert(
      fc.property(scenario, ({ walls, index, edit: change }) => {
        const result = applyWallEdit(walls, walls[index]!.id, change);
        if (!result.ok) return;
        const before = collidingWallPairs(walls);
        for (const pair of collidingWallPairs(result.walls)) expect(before.has(pair)).toBe(true);
        const flagged = collidingWallIds(result.walls);
        for (const wall of result.walls) expect(wall.error).toBe(flagged.has(wall.id));
      }),
    );
  });
});
