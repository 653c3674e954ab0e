import { inches } from '@kitchensync/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findCollisions } from './findCollisions';
import { footprintOverlapArea } from './footprintOverlapArea';
import { modelFootprint } from './modelFootprint';
import type { PlacementBody } from './placementBody';
import { MAX_PLACEMENT_ITERATIONS } from './placementConstants';
import { bodyInches, roomInches, toInches, wallBetweenInches, wallInches } from './placementFixtures';
import type { PlacementScene } from './placementScene';
import { resolvePlacement, type PlacementResult } from './resolvePlacement';
import { angleBetween } from './turnAngle';

const BASE: readonly [number, number, number] = [24, 34.5, 24];
const SNAP = { snap: true, keepRotation: false };
const NO_SNAP = { snap: false, keepRotation: false };
/** A wall along x at z = 0; its room side is +z, where a model standing flush has its centre at 2.25 + depth / 2. */
const NORTH = wallInches('wall_north', { x: 0, z: 0 }, 240);

function inchesOf(result: PlacementResult) {
  return { x: toInches(result.position.x), y: toInches(result.position.y), z: toInches(result.position.z) };
}

describe('resolvePlacement: snapping', () => {
  it('snaps a model dropped within 0.2 m of a wall to it, back flush, turned to face into the room', () => {
    const body = bodyInches('model_a', { x: 60, z: 20 }, BASE, { angle: 1 });
    const result = resolvePlacement(body, { walls: [NORTH], models: [] }, SNAP);
    expect(result.wallId).toBe('wall_north');
    expect(result.angle).toBe(0);
    expect(result.collisionRotated).toBe(true);
    expect(result.resolved).toBe(true);
    expect(inchesOf(result).x).toBeCloseTo(60, 9);
    expect(inchesOf(result).z).toBeCloseTo(2.25 + 12, 9);
  });

  it('turns a model on the other side of a wall half a turn, so it still faces away from it', () => {
    const body = bodyInches('model_a', { x: 60, z: -16 }, BASE);
    const result = resolvePlacement(body, { walls: [NORTH], models: [] }, SNAP);
    expect(result.angle).toBeCloseTo(Math.PI, 12);
    expect(inchesOf(result).z).toBeCloseTo(-(2.25 + 12), 9);
  });

  it('leaves a model further than the tolerance from every wall where it was dropped', () => {
    const gap = toInches(0.2) + 1;
    const reach = 12 * (Math.sin(0.3) + Math.cos(0.3));
    const body = bodyInches('model_a', { x: 60, z: 2.25 + reach + gap }, BASE, { angle: 0.3 });
    const within = bodyInches('model_a', { x: 60, z: 2.25 + reach + gap - 2 }, BASE, { angle: 0.3 });
    expect(resolvePlacement(within, { walls: [NORTH], models: [] }, SNAP).wallId).toBe('wall_north');
    const result = resolvePlacement(body, { walls: [NORTH], models: [] }, SNAP);
    expect(result.wallId).toBeNull();
    expect(result.position).toEqual(body.position);
    expect(result.angle).toBe(0.3);
    expect(result.collisionRotated).toBe(false);
  });

  it('slides a model whose side is within the tolerance of a neighbour in its row until they meet', () => {
    const neighbour = bodyInches('model_n', { x: 30, z: 14.25 }, BASE);
    const body = bodyInches('model_a', { x: 30 + 12 + 9 + 4, z: 15 }, [18, 34.5, 24]);
    const result = resolvePlacement(body, { walls: [NORTH], models: [neighbour] }, SNAP);
    expect(inchesOf(result).x).toBeCloseTo(30 + 12 + 9, 9);
    expect(inchesOf(result).z).toBeCloseTo(14.25, 9);
  });

  it('keeps a model whose rotation is locked facing its way: only a wall behind it snaps it', () => {
    const turned = bodyInches('model_a', { x: 60, z: 20 }, BASE, { angle: 1 });
    const kept = resolvePlacement(turned, { walls: [NORTH], models: [] }, { snap: true, keepRotation: true });
    expect(kept.angle).toBe(1);
    expect(kept.wallId).toBeNull();
    const facing = bodyInches('model_a', { x: 60, z: 20 }, BASE);
    const snapped = resolvePlacement(
      facing,
      { walls: [NORTH], models: [] },
      { snap: true, keepRotation: true },
    );
    expect(snapped.wallId).toBe('wall_north');
    expect(inchesOf(snapped).z).toBeCloseTo(14.25, 9);
  });
});

describe('resolvePlacement: collisions', () => {
  it('slides a cabinet dropped onto its neighbour along the wall until they meet', () => {
    const neighbour = bodyInches('model_n', { x: 30, z: 14.25 }, BASE);
    const body = bodyInches('model_a', { x: 45, z: 14 }, BASE);
    const result = resolvePlacement(body, { walls: [NORTH], models: [neighbour] }, SNAP);
    expect(result.resolved).toBe(true);
    expect(inchesOf(result).x).toBeCloseTo(54, 9);
    expect(inchesOf(result).z).toBeCloseTo(14.25, 9);
  });

  it('slides a cabinet dropped exactly onto one of a row on past the row, not back and forth', () => {
    const row = [60, 84, 108].map((x) => bodyInches(`model_${x}`, { x, z: 14.25 }, BASE));
    const body = bodyInches('model_a', { x: 84, z: 14.25 }, BASE);
    const result = resolvePlacement(body, { walls: [NORTH], models: row }, SNAP);
    expect(result.resolved).toBe(true);
    expect(inchesOf(result).x).toBeCloseTo(132, 9);
  });

  it('fits a cabinet dropped into a corner against both walls', () => {
    const west = wallBetweenInches('wall_west', { x: 0, z: 120 }, { x: 0, z: 0 });
    const body = bodyInches('model_a', { x: 8, z: 13 }, BASE);
    const result = resolvePlacement(body, { walls: [NORTH, west], models: [] }, SNAP);
    expect(result.resolved).toBe(true);
    expect(result.wallId).toBe('wall_north');
    expect(inchesOf(result).x).toBeCloseTo(2.25 + 12, 9);
    expect(inchesOf(result).z).toBeCloseTo(2.25 + 12, 9);
  });

  it('pushes a model out of another the shortest way when nothing snaps', () => {
    const other = bodyInches('model_n', { x: 0, z: 0 }, BASE);
    const body = bodyInches('model_a', { x: 20, z: 3 }, BASE);
    const result = resolvePlacement(body, { walls: [], models: [other] }, NO_SNAP);
    expect(inchesOf(result).x).toBeCloseTo(24, 9);
    expect(inchesOf(result).z).toBeCloseTo(3, 9);
  });

  it('lets a wall cabinet hang over a base cabinet: different heights never collide', () => {
    const base = bodyInches('model_b', { x: 30, z: 14.25 }, BASE);
    const upper = bodyInches('model_w', { x: 30, y: 54, z: 8.25 }, [24, 30, 12]);
    const result = resolvePlacement(upper, { walls: [NORTH], models: [base] }, SNAP);
    expect(inchesOf(result)).toEqual({
      x: expect.closeTo(30, 9),
      y: expect.closeTo(54, 9),
      z: expect.closeTo(8.25, 9),
    });
  });

  it('lifts a pot onto the base cabinet it is dropped on', () => {
    const base = bodyInches('model_b', { x: 30, z: 14.25 }, BASE);
    const pot = bodyInches('model_p', { x: 30, z: 14 }, [11, 8, 11], { collision: 'lift' });
    const result = resolvePlacement(pot, { walls: [NORTH], models: [base] }, SNAP);
    expect(result.resolved).toBe(true);
    expect(inchesOf(result)).toEqual({
      x: expect.closeTo(30, 9),
      y: expect.closeTo(34.5, 9),
      z: expect.closeTo(14, 9),
    });
  });

  it('lifts a tall piece on a counter again onto the wall cabinet it then reaches into', () => {
    const base = bodyInches('model_b', { x: 30, z: 14.25 }, BASE);
    const upper = bodyInches('model_w', { x: 30, y: 54, z: 8.25 }, [24, 30, 12]);
    const vase = bodyInches('model_v', { x: 30, z: 8 }, [6, 25, 6], { collision: 'lift' });
    const result = resolvePlacement(vase, { walls: [NORTH], models: [base, upper] }, SNAP);
    expect(toInches(result.position.y)).toBeCloseTo(84, 9);
  });

  it('puts a lifting model back at its rest height when it is moved off what held it up', () => {
    const base = bodyInches('model_b', { x: 30, z: 14.25 }, BASE);
    const pot = bodyInches('model_p', { x: 100, y: 34.5, z: 60 }, [11, 8, 11], {
      collision: 'lift',
      restHeight: 0,
    });
    const result = resolvePlacement(pot, { walls: [NORTH], models: [base] }, SNAP);
    expect(result.position.y).toBe(0);
  });

  it('leaves a rug where it was dropped, over cabinets and walls alike', () => {
    const base = bodyInches('model_b', { x: 30, z: 14.25 }, BASE);
    const rug = bodyInches('model_r', { x: 30, z: 10 }, [60, 0.5, 96], { collision: 'ignore' });
    const result = resolvePlacement(rug, { walls: [NORTH], models: [base] }, SNAP);
    expect(result).toEqual({
      position: rug.position,
      angle: 0,
      collisionRotated: false,
      wallId: null,
      resolved: true,
    });
  });

  it('lets any model be placed on a rug', () => {
    const rug = bodyInches('model_r', { x: 30, z: 60 }, [60, 0.5, 96], { collision: 'ignore' });
    const sofa = bodyInches('model_s', { x: 30, z: 60 }, [84, 34, 38]);
    const result = resolvePlacement(sofa, { walls: [], models: [rug] }, SNAP);
    expect(result.position).toEqual(sofa.position);
  });

  it(`reports a spot it cannot clear within ${MAX_PLACEMENT_ITERATIONS} rounds as unresolved`, () => {
    const left = bodyInches('model_l', { x: 0, z: 0 }, BASE);
    const right = bodyInches('model_r', { x: 40, z: 0 }, BASE);
    const body = bodyInches('model_a', { x: 20, z: 0 }, BASE);
    const result = resolvePlacement(body, { walls: [], models: [left, right] }, NO_SNAP);
    expect(result.resolved).toBe(false);
  });
});

const ROOM_W = 144;
const ROOM_D = 120;

const arbitraryCabinet = (id: string) =>
  fc
    .record({
      x: fc.double({ min: 12, max: ROOM_W - 12, noNaN: true }),
      z: fc.double({ min: 12, max: ROOM_D - 12, noNaN: true }),
      y: fc.constantFrom(0, 0, 54),
      width: fc.constantFrom(9, 12, 15, 18, 24, 30, 36),
      depth: fc.constantFrom(12, 24),
      quarter: fc.integer({ min: 0, max: 3 }),
      lifts: fc.boolean(),
    })
    .map(({ x, z, y, width, depth, quarter, lifts }) =>
      bodyInches(id, { x, y, z }, [width, y > 0 ? 30 : 34.5, depth], {
        angle: (quarter * Math.PI) / 2,
        collision: lifts ? 'lift' : 'block',
        restHeight: y,
      }),
    );

const arbitraryScene = fc.array(fc.boolean(), { maxLength: 4 }).chain((slots) =>
  fc.tuple(...slots.map((_, index) => arbitraryCabinet(`model_${index}`))).map((models): PlacementScene => ({
    walls: roomInches(ROOM_W, ROOM_D),
    models: models.filter((model) => model.collision === 'block'),
  })),
);

const arbitraryDrop = fc
  .tuple(arbitraryCabinet('model_dropped'), fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }))
  .map(([body, angle]): PlacementBody => ({ ...body, angle }));

function overlapsAnything(body: PlacementBody, result: PlacementResult, scene: PlacementScene): boolean {
  const footprint = modelFootprint(result.position, result.angle, body.dimensions);
  const bottom = result.position.y;
  const top = bottom + body.dimensions.height;
  const obstacles = [
    ...scene.walls.map((wall) => ({ rect: wall.rect, bottom: 0, top: wall.height })),
    ...scene.models.map((model) => ({
      rect: modelFootprint(model.position, model.angle, model.dimensions),
      bottom: model.position.y,
      top: model.position.y + model.dimensions.height,
    })),
  ];
  return obstacles.some(
    (obstacle) =>
      Math.min(top, obstacle.top) - Math.max(bottom, obstacle.bottom) > 1e-6 &&
      footprintOverlapArea(footprint, obstacle.rect) > 1e-6,
  );
}

describe('resolvePlacement: properties', () => {
  it('never leaves a resolved placement overlapping a wall or a model, and resolves most drops in a room', () => {
    let resolved = 0;
    let runs = 0;
    fc.assert(
      fc.property(arbitraryScene, arbitraryDrop, fc.boolean(), (scene, body, snap) => {
        const result = resolvePlacement(body, scene, { snap, keepRotation: false });
        runs += 1;
        if (!result.resolved) return;
        resolved += 1;
        expect(overlapsAnything(body, result, scene)).toBe(false);
      }),
      { numRuns: 300 },
    );
    expect(resolved / runs).toBeGreaterThan(0.7);
  });

  it('is idempotent: placing a resolved placement again leaves it where it is', () => {
    fc.assert(
      fc.property(arbitraryScene, arbitraryDrop, (scene, body) => {
        const first = resolvePlacement(body, scene, SNAP);
        fc.pre(first.resolved);
        const again = resolvePlacement(
          { ...body, position: first.position, angle: first.angle },
          scene,
          SNAP,
        );
        expect(again.resolved).toBe(true);
        expect(again.collisionRotated).toBe(false);
        expect(angleBetween(again.angle, first.angle)).toBeLessThan(1e-9);
        expect(Math.abs(again.position.x - first.position.x)).toBeLessThan(1e-9);
        expect(Math.abs(again.position.y - first.position.y)).toBeLessThan(1e-9);
        expect(Math.abs(again.position.z - first.position.z)).toBeLessThan(1e-9);
      }),
      { numRuns: 300 },
    );
  });

  it('never turns a model whose rotation is kept, and never lowers a lifting one below its rest height', () => {
    fc.assert(
      fc.property(arbitraryScene, arbitraryDrop, (scene, body) => {
        const result = resolvePlacement(body, scene, { snap: true, keepRotation: true });
        expect(result.angle).toBe(body.angle);
        if (body.collision === 'lift') expect(result.position.y).toBeGreaterThanOrEqual(body.restHeight);
      }),
      { numRuns: 200 },
    );
  });

  it('leaves a model that ignores collision exactly where it was dropped', () => {
    fc.assert(
      fc.property(arbitraryScene, arbitraryDrop, (scene, body) => {
        const rug = { ...body, collision: 'ignore' as const };
        const result = resolvePlacement(rug, scene, SNAP);
        expect(result.position).toEqual(rug.position);
        expect(result.angle).toBe(rug.angle);
        expect(findCollisions(rug, result, scene)).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it('finds collisions where the clipped footprints overlap at a shared height', () => {
    fc.assert(
      fc.property(arbitraryScene, arbitraryDrop, (scene, body) => {
        const hits = findCollisions(body, body, scene).length > 0;
        expect(hits).toBe(
          overlapsAnything(body, { ...body, collisionRotated: false, wallId: null, resolved: true }, scene),
        );
      }),
      { numRuns: 300 },
    );
  });
});

describe('inches fixture sanity', () => {
  it('measures the spec tolerance in meters: 0.2 m is about 7.87 inches', () => {
    expect(toInches(0.2)).toBeCloseTo(7.874, 3);
    expect(inches(1)).toBe(0.0254);
  });
});
