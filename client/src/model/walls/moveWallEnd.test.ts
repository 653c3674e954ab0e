import type { Wall } from '@kitchensync/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { joinedEnds } from './joinedEnds';
import { moveWallEnd } from './moveWallEnd';
import { wallBetween, wallsAlong } from './testing/wallsAlong';
import { floorDistance, wallEnds } from './wallEnds';

function byId(walls: readonly Wall[]): Map<string, Wall> {
  return new Map(walls.map((wall) => [wall.id, wall]));
}

describe('moveWallEnd', () => {
  it('moves a free end and keeps the other end where it was', () => {
    const walls = [wallBetween('wall_a', { x: 0, z: 0 }, { x: 2, z: 0 })];
    const result = moveWallEnd(walls, 'wall_a', 'end', { x: 2, z: -2 });
    if (!result.ok) throw new Error(result.message);
    const moved = wallEnds(result.walls[0]!);
    expect(moved.start).toEqual({ x: 0, z: 0 });
    expect(moved.end.x).toBeCloseTo(2, 9);
    expect(moved.end.z).toBeCloseTo(-2, 9);
  });

  it('carries the wall joined at the dragged end along with it', () => {
    const walls = wallsAlong([
      { x: 0, z: 0 },
      { x: 2, z: 0 },
      { x: 2, z: -2 },
    ]);
    const result = moveWallEnd(walls, 'wall_w0', 'end', { x: 3, z: 0 });
    if (!result.ok) throw new Error(result.message);
    const side = wallEnds(byId(result.walls).get('wall_w1')!);
    expect(side.start.x).toBeCloseTo(3, 9);
    expect(side.end.x).toBeCloseTo(3, 9);
    expect(side.end.z).toBeCloseTo(-2, 9);
  });

  it('slides the end of a wall with two connections along its own line instead of rotating it', () => {
    const walls = wallsAlong([
      { x: 0, z: -2 },
      { x: 3, z: -2 },
      { x: 3, z: 0 },
      { x: 0, z: 0 },
    ]);
    const result = moveWallEnd(walls, 'wall_w1', 'end', { x: 3.7, z: 1 });
    if (!result.ok) throw new Error(result.message);
    const side = byId(result.walls).get('wall_w1')!;
    expect(side.angle).toBe(walls[1]!.angle);
    expect(side.dimensions.x).toBeCloseTo(3, 9);
  });

  it('snaps the end within 0.25 m onto another wall’s end and connects the two', () => {
    const a = wallBetween('wall_a', { x: 0, z: 0 }, { x: 2, z: 0 });
    const b = wallBetween('wall_b', { x: 3, z: -1 }, { x: 3, z: -3 });
    const result = moveWallEnd([a, b], 'wall_a', 'end', { x: 3.1, z: -0.85 });
    if (!result.ok) throw new Error(result.message);
    expect(result.point).toEqual(wallEnds(b).start);
    const after = byId(result.walls);
    expect(after.get('wall_a')!.connected).toEqual(['wall_b']);
    expect(after.get('wall_b')!.connected).toEqual(['wall_a']);
    expect(after.get('wall_a')!.error).toBe(false);
    expect(result.changed.map((wall) => wall.id)).toEqual(['wall_a', 'wall_b']);
  });

  it('rejects a move onto another wall and changes nothing', () => {
    const a = wallBetween('wall_a', { x: 0, z: 0 }, { x: 2, z: 0 });
    const b = wallBetween('wall_b', { x: 3, z: 1 }, { x: 3, z: -1 });
    const snapshot = structuredClone([a, b]);
    expect(moveWallEnd([a, b], 'wall_a', 'end', { x: 4, z: 0 })).toMatchObject({
      ok: false,
      reason: 'collision',
    });
    expect([a, b]).toEqual(snapshot);
  });
});

describe('moveWallEnd properties', () => {
  const chain = fc
    .array(fc.record({ length: fc.double({ min: 0.5, max: 3, noNaN: true }), left: fc.boolean() }), {
      minLength: 2,
      maxLength: 5,
    })
    .map((steps) => {
      const points = [{ x: 0, z: 0 }];
      let heading = 0;
      for (const { length, left } of steps) {
        const last = points[points.length - 1]!;
        points.push({ x: last.x + Math.cos(heading) * length, z: last.z - Math.sin(heading) * length });
        heading += left ? Math.PI / 2 : -Math.PI / 2;
      }
      return wallsAlong(points);
    });
  const move = chain.chain((walls) =>
    fc.record({
      walls: fc.constant(walls),
      index: fc.nat(walls.length - 1),
      end: fc.constantFrom('start' as const, 'end' as const),
      target: fc.record({
        x: fc.double({ min: -6, max: 6, noNaN: true }),
        z: fc.double({ min: -6, max: 6, noNaN: true }),
      }),
    }),
  );

  it('an accepted move keeps every joint joined and a refused one changes nothing', () => {
    fc.assert(
      fc.property(move, ({ walls, index, end, target }) => {
        const snapshot = structuredClone(walls);
        const result = moveWallEnd(walls, walls[index]!.id, end, target);
        expect(walls).toEqual(snapshot);
        if (!result.ok) return;
        const before = byId(walls);
        const after = byId(result.walls);
        for (const wall of walls) {
          for (const neighbourId of wall.connected) {
            const joint = joinedEnds(wall, before.get(neighbourId)!)!;
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
});
