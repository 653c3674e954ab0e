import { inches } from '@kitchensync/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findCollisions } from './findCollisions';
import { bodyInches, roomInches, toInches, wallInches } from './placementFixtures';
import { resolveGroupMove } from './resolveGroupMove';

const BASE: readonly [number, number, number] = [24, 34.5, 24];
const NORTH = wallInches('wall_north', { x: 0, z: 0 }, 240);

describe('resolveGroupMove', () => {
  it('moves a group rigidly by the delta when the way is clear', () => {
    const a = bodyInches('model_a', { x: 30, z: 40 }, BASE);
    const b = bodyInches('model_b', { x: 54, z: 40 }, BASE);
    const result = resolveGroupMove([a, b], { walls: [NORTH], models: [] }, { x: inches(10), z: inches(5) });
    expect(result.resolved).toBe(true);
    expect(toInches(result.positions.get('model_a')!.x)).toBeCloseTo(40, 9);
    expect(toInches(result.positions.get('model_b')!.x)).toBeCloseTo(64, 9);
    expect(toInches(result.positions.get('model_b')!.z)).toBeCloseTo(45, 9);
  });

  it('pushes the whole group back out of a wall one member was dragged into', () => {
    const a = bodyInches('model_a', { x: 30, z: 40 }, BASE);
    const b = bodyInches('model_b', { x: 54, z: 40 }, BASE);
    const result = resolveGroupMove([a, b], { walls: [NORTH], models: [] }, { x: 0, z: inches(-30) });
    expect(result.resolved).toBe(true);
    expect(toInches(result.positions.get('model_a')!.z)).toBeCloseTo(14.25, 9);
    expect(toInches(result.positions.get('model_b')!.z)).toBeCloseTo(14.25, 9);
  });

  it('carries a pot on a cabinet moved with it, and lifts it onto cabinets outside the group', () => {
    const cabinet = bodyInches('model_c', { x: 30, z: 40 }, BASE);
    const pot = bodyInches('model_p', { x: 30, y: 34.5, z: 40 }, [11, 8, 11], {
      collision: 'lift',
      restHeight: 0,
    });
    const carried = resolveGroupMove([cabinet, pot], { walls: [], models: [] }, { x: inches(50), z: 0 });
    expect(toInches(carried.positions.get('model_p')!.y)).toBeCloseTo(34.5, 9);
    const other = bodyInches('model_o', { x: 80, z: 40 }, BASE);
    const lifted = resolveGroupMove([pot], { walls: [], models: [other] }, { x: inches(50), z: 0 });
    expect(toInches(lifted.positions.get('model_p')!.y)).toBeCloseTo(34.5, 9);
  });

  it('keeps the members where they are to each other and clear of the room when resolved', () => {
    const walls = roomInches(144, 120);
    fc.assert(
      fc.property(
        fc.double({ min: -100, max: 100, noNaN: true }),
        fc.double({ min: -100, max: 100, noNaN: true }),
        (dx, dz) => {
          const a = bodyInches('model_a', { x: 40, z: 40 }, BASE);
          const b = bodyInches('model_b', { x: 64, z: 40 }, BASE, { angle: Math.PI / 2 });
          const result = resolveGroupMove([a, b], { walls, models: [] }, { x: inches(dx), z: inches(dz) });
          const movedA = result.positions.get('model_a')!;
          const movedB = result.positions.get('model_b')!;
          expect(movedB.x - movedA.x).toBeCloseTo(b.position.x - a.position.x, 9);
          expect(movedB.z - movedA.z).toBeCloseTo(b.position.z - a.position.z, 9);
          if (result.resolved) {
            expect(
              findCollisions(
                { ...a, position: movedA },
                { position: movedA, angle: a.angle },
                { walls, models: [] },
              ),
            ).toEqual([]);
            expect(
              findCollisions(
                { ...b, position: movedB },
                { position: movedB, angle: b.angle },
                { walls, models: [] },
              ),
            ).toEqual([]);
          }
        },
      ),
    );
  });
});
