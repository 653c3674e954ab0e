import { WALL_DEFAULT_THICKNESS, inches } from '@kitchensync/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildKitchenLayout, type BuiltKitchenLayout } from './buildKitchenLayout';
import { cabinetsCollide } from './cabinetsCollide';
import { LAYOUT_NUMBERS, type KitchenLayout, type LayoutKind } from './kitchenLayout';
import { cabinetFootprint } from './layoutCabinet';
import { STANDARD_CABINET_SIZES, type LayoutCabinetSizes } from './layoutCabinetSizes';
import { ISLAND_SIDE_WALL_GAP } from './layoutIsland';
import type { LayoutWall } from './layoutWalls';

const EPSILON = 1e-7;

function wallEnd(wall: LayoutWall) {
  return {
    x: wall.position.x + Math.cos(wall.angle) * wall.length,
    z: wall.position.z - Math.sin(wall.angle) * wall.length,
  };
}

function wallNamed(built: BuiltKitchenLayout, key: string): LayoutWall {
  const wall = built.walls.find((candidate) => candidate.key === key);
  if (wall === undefined) throw new Error(`no ${key} wall`);
  return wall;
}

function inMeters(kind: LayoutKind, numbers: Record<string, number>, side: 'left' | 'right' | null = null) {
  return {
    kind,
    style: 'shaker-white',
    side,
    numbers: Object.fromEntries(Object.entries(numbers).map(([name, value]) => [name, inches(value)])),
  } as KitchenLayout;
}

const L_LEFT = inMeters(
  'l',
  { topWallLength: 120, topWallHeight: 96, sideWallLength: 100, sideWallHeight: 96 },
  'left',
);

/** Walls from 40" to 400", heights 30"–150", a galley 10"–200" wide, islands 12"–150". */
const lengthIn = fc.double({ min: 40, max: 400, noNaN: true });
const heightIn = fc.double({ min: 30, max: 150, noNaN: true });
const numberFor = (name: string) =>
  name.endsWith('Height') || name === 'height'
    ? heightIn
    : name === 'distance'
      ? fc.double({ min: 10, max: 200, noNaN: true })
      : name === 'islandLength'
        ? fc.double({ min: 12, max: 150, noNaN: true })
        : lengthIn;
const layoutOf = (kind: LayoutKind): fc.Arbitrary<KitchenLayout> =>
  fc
    .record({
      side: fc.constantFrom<'left' | 'right'>('left', 'right'),
      numbers: fc.record(Object.fromEntries(LAYOUT_NUMBERS[kind].map((name) => [name, numberFor(name)]))),
    })
    .map(({ side, numbers }) => inMeters(kind, numbers, kind === 'l' || kind === 'island' ? side : null));
const anyLayout = fc.constantFrom<LayoutKind>('single', 'gallery', 'l', 'u', 'island').chain(layoutOf);

/** Random catalogues: some widths of 9"–48" in 3" steps, with or without corners and fillers. */
const anySizes: fc.Arbitrary<LayoutCabinetSizes> = fc.record({
  base: fc.option(
    fc.record({
      widths: fc.subarray(STANDARD_CABINET_SIZES.base!.widths as number[], { minLength: 1 }),
      depth: fc.constant(24),
      height: fc.constant(34.5),
      elevation: fc.constant(0),
    }),
  ),
  wall: fc.subarray(STANDARD_CABINET_SIZES.wall as LayoutCabinetSizes['wall'][number][]),
  baseCorner: fc.option(fc.constant(STANDARD_CABINET_SIZES.baseCorner!)),
  wallCorner: fc.option(fc.constant(STANDARD_CABINET_SIZES.wallCorner!)),
  baseFiller: fc.option(fc.constant({ depth: 0.75 })),
  wallFiller: fc.option(fc.constant({ depth: 0.75 })),
});

describe('buildKitchenLayout', () => {
  it('builds an L as two walls joined at the corner, the side wall on the chosen side', () => {
    const built = buildKitchenLayout(L_LEFT);
    expect(built.walls).toHaveLength(2);
    const side = wallNamed(built, 'side');
    const main = wallNamed(built, 'main');
    expect(side.connected).toEqual(['main']);
    expect(main.connected).toEqual(['side']);
    expect(wallEnd(side).x).toBeCloseTo(main.position.x, 9);
    expect(wallEnd(side).z).toBeCloseTo(main.position.z, 9);
    expect(main.length).toBeCloseTo(inches(120), 9);
    expect(side.length).toBeCloseTo(inches(100), 9);
    expect(side.height).toBeCloseTo(inches(96), 9);
    expect(side.position.x).toBeLessThan(wallEnd(main).x);

    const right = buildKitchenLayout({ ...L_LEFT, side: 'right' } as KitchenLayout);
    expect(wallNamed(right, 'side').position.x).toBeCloseTo(wallEnd(wallNamed(right, 'main')).x, 9);
  });

  it('centres the walls on the origin', () => {
    const built = buildKitchenLayout(L_LEFT);
    const xs = built.walls.flatMap((wall) => [wall.position.x, wallEnd(wall).x]);
    expect(Math.min(...xs) + Math.max(...xs)).toBeCloseTo(0, 9);
  });

  it('puts a corner base where the L runs meet, base runs along both walls and wall cabinets above', () => {
    const built = buildKitchenLayout(L_LEFT);
    const kinds = built.cabinets.map((cabinet) => cabinet.kind);
    expect(kinds.filter((kind) => kind === 'baseCorner')).toHaveLength(1);
    expect(kinds.filter((kind) => kind === 'wallCorner')).toHaveLength(1);
    for (const host of ['side', 'main']) {
      expect(built.cabinets.some((cabinet) => cabinet.kind === 'base' && cabinet.host === host)).toBe(true);
      expect(built.cabinets.some((cabinet) => cabinet.kind === 'wall' && cabinet.host === host)).toBe(true);
    }
    // A 96" wall takes the 42" wall cabinets hung at 54", reaching the top of the wall.
    const wallCabinet = built.cabinets.find((cabinet) => cabinet.kind === 'wall')!;
    expect(wallCabinet.nominalHeight).toBe(42);
    expect(wallCabinet.position.y).toBeCloseTo(inches(54), 9);
  });

  it('fills a single 100" wall with three 33" base cabinets and a 1" filler', () => {
    const built = buildKitchenLayout(inMeters('single', { length: 100, height: 96 }));
    const base = built.cabinets.filter((cabinet) => cabinet.kind === 'base');
    expect(base.map((cabinet) => cabinet.nominalWidth)).toEqual([33, 33, 33]);
    const filler = built.cabinets.find((cabinet) => cabinet.kind === 'baseFiller')!;
    expect(filler.dimensions.width).toBeCloseTo(inches(1), 9);
    expect(filler.offset + filler.dimensions.width).toBeCloseTo(inches(100), 9);
  });

  it('hangs no wall cabinets on a wall too low for them', () => {
    const built = buildKitchenLayout(inMeters('single', { length: 100, height: 80 }));
    expect(built.cabinets.some((cabinet) => cabinet.kind === 'wall')).toBe(false);
    const higher = buildKitchenLayout(inMeters('single', { length: 100, height: 90 }));
    expect(new Set(higher.cabinets.filter((c) => c.kind === 'wall').map((c) => c.nominalHeight))).toEqual(
      new Set([36]),
    );
  });

  it('builds a U as three walls joined at two corners', () => {
    const built = buildKitchenLayout(
      inMeters('u', { topWallLength: 150, topWallHeight: 96, sideWallLength: 100, sideWallHeight: 96 }),
    );
    expect(built.walls.map((wall) => wall.key)).toEqual(['left', 'main', 'right']);
    expect(wallNamed(built, 'main').connected).toEqual(['left', 'right']);
    expect(built.cabinets.filter((cabinet) => cabinet.kind === 'baseCorner')).toHaveLength(2);
  });

  it('leaves out the bottom base run of a galley too narrow for two runs', () => {
    const narrow = inMeters('gallery', {
      topWallLength: 100,
      topWallHeight: 96,
      bottomWallLength: 100,
      bottomWallHeight: 96,
      distance: 40,
    });
    const built = buildKitchenLayout(narrow);
    expect(built.walls.every((wall) => wall.connected.length === 0)).toBe(true);
    expect(built.cabinets.some((c) => c.host === 'bottom' && c.kind === 'base')).toBe(false);
    expect(built.cabinets.some((c) => c.host === 'bottom' && c.kind === 'wall')).toBe(true);
    const wide = buildKitchenLayout({
      ...narrow,
      numbers: { ...narrow.numbers, distance: inches(108) },
    } as KitchenLayout);
    expect(wide.cabinets.some((c) => c.host === 'bottom' && c.kind === 'base')).toBe(true);
  });

  it('adds an island wall with base cabinets facing the main wall', () => {
    const built = buildKitchenLayout(
      inMeters(
        'island',
        { topWallLength: 200, topWallHeight: 96, sideWallLength: 150, sideWallHeight: 96, islandLength: 50 },
        'left',
      ),
    );
    expect(built.islandWalls).toHaveLength(1);
    const island = built.islandWalls[0]!;
    expect(island.width).toBeCloseTo(inches(50), 9);
    const islandCabinets = built.cabinets.filter(
      (cabinet) => cabinet.host === 'island' && cabinet.kind === 'base',
    );
    expect(islandCabinets.map((cabinet) => cabinet.nominalWidth)).toEqual([48]);
    // Facing the main wall: the cabinet stands between the island line and the main wall.
    const main = wallNamed(built, 'main');
    expect(islandCabinets[0]!.position.z).toBeLessThan(island.position.z);
    expect(islandCabinets[0]!.position.z).toBeGreaterThan(main.position.z);
  });

  describe('properties', () => {
    it('joins the walls of every L at the corner, both ways', () => {
      fc.assert(
        fc.property(layoutOf('l'), (layout) => {
          const built = buildKitchenLayout(layout);
          const [first, second] = built.walls as [LayoutWall, LayoutWall];
          expect(first.connected).toEqual([second.key]);
          expect(second.connected).toEqual([first.key]);
          const corner = wallEnd(first);
          expect(Math.hypot(corner.x - second.position.x, corner.z - second.position.z)).toBeLessThan(
            EPSILON,
          );
          // A right angle, turning towards the room.
          expect(Math.cos(second.angle - first.angle)).toBeCloseTo(0, 9);
          expect(Math.sin(second.angle - first.angle)).toBeCloseTo(-1, 9);
        }),
      );
    });

    it('keeps every cabinet run within its wall', () => {
      fc.assert(
        fc.property(anyLayout, anySizes, (layout, sizes) => {
          const built = buildKitchenLayout(layout, sizes);
          for (const cabinet of built.cabinets) {
            const wall = built.walls.find((candidate) => candidate.key === cabinet.host);
            const island = built.islandWalls.find((candidate) => candidate.key === cabinet.host);
            const length = wall?.length ?? island!.width;
            expect(cabinet.offset).toBeGreaterThanOrEqual(-EPSILON);
            expect(cabinet.offset + cabinet.dimensions.width).toBeLessThanOrEqual(length + EPSILON);
            expect(cabinet.dimensions.width).toBeGreaterThan(0);
          }
        }),
        { numRuns: 300 },
      );
    });

    it('never puts two cabinets in the same space, nor a cabinet inside a wall', () => {
      fc.assert(
        fc.property(anyLayout, anySizes, (layout, sizes) => {
          const { cabinets, walls } = buildKitchenLayout(layout, sizes);
          for (let i = 0; i < cabinets.length; i++) {
            for (let j = i + 1; j < cabinets.length; j++) {
              expect(cabinetsCollide(cabinets[i]!, cabinets[j]!)).toBe(false);
            }
          }
          for (const wall of walls) {
            const box = {
              position: { ...wallMiddle(wall), y: 0 },
              dimensions: { width: wall.length, depth: wall.thickness, height: wall.height },
              rotationY: wall.angle,
            };
            for (const cabinet of cabinets) expect(cabinetsCollide(box, cabinet)).toBe(false);
          }
        }),
        { numRuns: 200 },
      );
    });

    it('hangs wall cabinets under the top of their wall', () => {
      fc.assert(
        fc.property(anyLayout, (layout) => {
          const built = buildKitchenLayout(layout);
          for (const cabinet of built.cabinets) {
            const wall = built.walls.find((candidate) => candidate.key === cabinet.host);
            if (wall === undefined || cabinet.position.y === 0) continue;
            expect(cabinet.position.y + cabinet.dimensions.height).toBeLessThanOrEqual(wall.height + EPSILON);
          }
        }),
      );
    });

    it('leaves at least 60 inches between the side wall and the island', () => {
      fc.assert(
        fc.property(layoutOf('island'), (layout) => {
          const built = buildKitchenLayout(layout);
          const side = wallNamed(built, 'side');
          const island = built.islandWalls[0]!;
          const face = side.position.x + (layout.side === 'left' ? 1 : -1) * (WALL_DEFAULT_THICKNESS / 2);
          const islandParts = [
            island.firstPoint,
            island.lastPoint,
            ...built.cabinets.filter((cabinet) => cabinet.host === 'island').flatMap(cabinetFootprint),
          ];
          for (const point of islandParts) {
            const gap = layout.side === 'left' ? point.x - face : face - point.x;
            expect(gap).toBeGreaterThanOrEqual(ISLAND_SIDE_WALL_GAP - EPSILON);
          }
        }),
      );
    });
  });
});

function wallMiddle(wall: LayoutWall) {
  const end = wallEnd(wall);
  return { x: (wall.position.x + end.x) / 2, z: (wall.position.z + end.z) / 2 };
}
