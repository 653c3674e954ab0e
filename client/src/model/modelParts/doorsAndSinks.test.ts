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
  const counterTop = Math.max(...parts.filter((p) => p.role === 'countertop').map(top));
  const width = sink.dimensions.width;

  it('has a basin whose floor is below the countertop top', () => {
    const basin = parts.filter((p) => p.role === 'applianceDetail');
    expect(basin).toHaveLength(1);
    expect(bottom(basin[0]!)).toBeLessThan(counterTop - 6 * INCH);
    expect(top(basin[0]!)).toBeGreaterThanOrEqual(counterTop);
  });

  it('has a faucet rising above the countertop, and all fixtures sit within the cabinet width', () => {
    const metal = parts.filter((p) => p.role === 'hardware');
    expect(Math.max(...metal.map(top))).toBeGreaterThan(counterTop + 8 * INCH);
    for (const part of [...metal, ...parts.filter((p) => p.role === 'applianceDetail')]) {
      expect(part.center.x - part.size.x / 2).toBeGreaterThanOrEqual(-width / 2 - EPSILON);
      expect(part.center.x + part.size.x / 2).toBeLessThanOrEqual(width / 2 + EPSILON);
    }
  });
});
