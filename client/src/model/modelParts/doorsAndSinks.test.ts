import { describe, expect, it } from 'vitest';
import { CABINET_MEASURES, INCH } from './cabinetMeasures';
import type { ModelPart } from './ModelPart';
import { modelParts } from './modelParts';
import { placedModelFixture } from './placedModelFixture';

const EPSILON = 1e-9;
const doors = (parts: ModelPart[]) => parts.filter((part) => part.role === 'door');
const top = (part: ModelPart) => part.center.y + part.size.y / 2;
const bottom = (part: ModelPart) => part.center.y - part.size.y / 2;
const front = (part: ModelPart) => part.center.z + part.size.z / 2;

const wallDoor = (catalogStyleId: string) =>
  placedModelFixture({
    catalogStyleId,
    modelType: 'wall',
    modelName: 'Wall 15" x 30"',
    inches: [15, 30, 12],
  });

describe('door profiles', () => {
  it('a Shaker door is a frame of four pieces around one centre panel thinner than the frame', () => {
    const parts = doors(modelParts(wallDoor('shaker-white')));
    expect(parts).toHaveLength(5);
    const panel = parts.reduce((a, b) => (b.size.x * b.size.y > a.size.x * a.size.y ? b : a));
    const frame = parts.filter((part) => part !== panel);
    for (const piece of frame) {
      expect(panel.size.z).toBeLessThan(piece.size.z - EPSILON);
      // The panel sits behind the frame's face: recessed, not proud.
      expect(front(panel)).toBeLessThan(front(piece) - EPSILON);
    }
    const frameLeft = Math.min(...frame.map((p) => p.center.x - p.size.x / 2));
    const frameRight = Math.max(...frame.map((p) => p.center.x + p.size.x / 2));
    expect(panel.center.x - panel.size.x / 2).toBeGreaterThan(frameLeft + EPSILON);
    expect(panel.center.x + panel.size.x / 2).toBeLessThan(frameRight - EPSILON);
  });

  it('a slab door is one flat part of the front thickness', () => {
    const parts = doors(modelParts(wallDoor('espresso-slab')));
    expect(parts).toHaveLength(1);
    expect(parts[0]!.size.z).toBeCloseTo(CABINET_MEASURES.front, 9);
  });
});

describe('drawer fronts follow the door style', () => {
  const drawerBase = (catalogStyleId: string) =>
    placedModelFixture({
      catalogStyleId,
      modelType: 'base',
      modelSubcategory: 'drawer',
      modelName: 'Three Drawer Base 18"',
      inches: [18, 34.5, 24],
      toeKick: true,
    });
  const drawerFronts = (parts: ModelPart[]) => parts.filter((part) => part.role === 'drawerFront');

  it('a Shaker drawer front is a frame around a recessed panel, as its doors are', () => {
    const parts = drawerFronts(modelParts(drawerBase('shaker-white')));
    // Three drawers, each four frame pieces and a panel.
    expect(parts).toHaveLength(15);
    const faces = parts.map(front);
    const frameFace = Math.max(...faces);
    const panels = parts.filter((part) => front(part) < frameFace - EPSILON);
    expect(panels).toHaveLength(3);
    for (const panel of panels) expect(panel.size.z).toBeLessThan(CABINET_MEASURES.front - EPSILON);
  });

  it('a slab drawer front is one flat board', () => {
    const parts = drawerFronts(modelParts(drawerBase('espresso-slab')));
    expect(parts).toHaveLength(3);
    for (const part of parts) expect(part.size.z).toBeCloseTo(CABINET_MEASURES.front, 9);
  });
});

describe('sink base', () => {
  const sink = placedModelFixture({
    catalogStyleId: 'shaker-white',
    modelType: 'base',
    modelSubcategory: 'sink',
    modelName: 'Sink Base 36"',
    inches: [36, 34.5, 24],
    countertop: true,
  });
  const parts = modelParts(sink);
  const countertop = parts.filter((p) => p.role === 'countertop');
  const counterTop = Math.max(...countertop.map(top));
  const width = sink.dimensions.width;
  const metal = parts.filter((p) => p.role === 'hardware');
  // The legs are metal too; the basin is what hangs from the countertop.
  const basinFloor = Math.min(...metal.map(bottom).filter((y) => y > counterTop - 12 * INCH));
  const contains = (part: ModelPart, x: number, y: number, z: number) =>
    Math.abs(x - part.center.x) < part.size.x / 2 &&
    Math.abs(y - part.center.y) < part.size.y / 2 &&
    Math.abs(z - part.center.z) < part.size.z / 2;

  it('has a basin whose floor is below the countertop top', () => {
    expect(basinFloor).toBeLessThan(counterTop - 6 * INCH);
  });

  it('cuts the countertop around the basin, which is open from above down to its floor', () => {
    expect(countertop.length).toBeGreaterThan(1);
    // The slab pieces still cover the cabinet's corners: the stone runs round the hole.
    const depth = sink.dimensions.depth;
    for (const [x, z] of [
      [-width / 2 + 0.01, -depth / 2 + 0.01],
      [width / 2 - 0.01, depth / 2 - 0.01],
    ] as const) {
      expect(countertop.some((part) => contains(part, x, counterTop - 0.01, z))).toBe(true);
    }
    // Straight down through the basin's middle nothing closes it until its floor.
    const hole = { x: 0, z: (countertop[0]!.center.z + countertop[1]!.center.z) / 2 };
    for (let y = counterTop + 0.001; y > basinFloor + 0.01; y -= 0.01) {
      expect(parts.some((part) => contains(part, hole.x, y, hole.z))).toBe(false);
    }
  });

  it('has a faucet rising above the countertop, and all fixtures sit within the cabinet width', () => {
    expect(Math.max(...metal.map(top))).toBeGreaterThan(counterTop + 8 * INCH);
    for (const part of [...metal, ...parts.filter((p) => p.role === 'applianceDetail')]) {
      expect(part.center.x - part.size.x / 2).toBeGreaterThanOrEqual(-width / 2 - EPSILON);
      expect(part.center.x + part.size.x / 2).toBeLessThanOrEqual(width / 2 + EPSILON);
    }
  });
});
