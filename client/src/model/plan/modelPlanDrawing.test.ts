import { describe, expect, it } from 'vitest';
import { INCH } from '../modelParts/cabinetMeasures';
import { placedModelFixture } from '../modelParts/placedModelFixture';
import { modelPlanDrawing } from './modelPlanDrawing';
import type { PlanSegment } from './PlanSegment';

function bounds(segments: readonly PlanSegment[]) {
  const points = segments.flatMap(({ a, b }) => [a, b]);
  return {
    minX: Math.min(...points.map((p) => p.x)),
    maxX: Math.max(...points.map((p) => p.x)),
    minZ: Math.min(...points.map((p) => p.z)),
    maxZ: Math.max(...points.map((p) => p.z)),
  };
}

const base36 = placedModelFixture({
  modelType: 'base',
  modelSubcategory: 'regular',
  modelName: 'Base 36"',
  modelCode: 'B36',
  inches: [36, 34.5, 24],
});

describe('modelPlanDrawing', () => {
  it('outlines a base cabinet solid, writes its code inside the footprint and swings its pair of doors in front', () => {
    const drawing = modelPlanDrawing(base36);
    expect(drawing.overhead).toBe(false);
    expect(drawing.outline).toHaveLength(4);
    const label = bounds(drawing.label);
    expect(label.minX).toBeGreaterThan(-18 * INCH);
    expect(label.maxX).toBeLessThan(18 * INCH);
    expect(label.maxZ - label.minZ).toBeCloseTo(2.5 * INCH, 9);
    // A 36" front has two doors, each swinging out in front (+z) up to its own width (18").
    expect(drawing.kinds.filter((kind) => kind === 'swing')).toHaveLength(2);
    const swings = bounds(drawing.swings);
    expect(swings.minZ).toBeCloseTo(12 * INCH, 9);
    expect(swings.maxZ).toBeCloseTo((12 + 18) * INCH, 9);
  });

  it('hinges a single door on the side away from its handle, and mirrors that when inverted', () => {
    const narrow = {
      modelType: 'base',
      modelSubcategory: 'regular',
      modelCode: 'B18',
      inches: [18, 34.5, 24],
    } as const;
    const left = modelPlanDrawing(placedModelFixture({ ...narrow, handlesDefaultSide: 'left' }));
    // The open leaf stands at the hinge: the right edge when the handle is on the left.
    const leaf = left.swings[0]!;
    expect(leaf.a.x).toBeCloseTo(9 * INCH, 9);
    expect(leaf.b.x).toBeCloseTo(9 * INCH, 9);
    const inverted = modelPlanDrawing(
      placedModelFixture({ ...narrow, handlesDefaultSide: 'left', inverted: true }),
    );
    expect(inverted.swings[0]!.a.x).toBeCloseTo(-9 * INCH, 9);
  });

  it('draws a wall cabinet dashed, as hanging above the plan cut, with its code and no door swings', () => {
    const drawing = modelPlanDrawing(
      placedModelFixture({
        modelType: 'wall',
        modelSubcategory: '30',
        modelCode: 'W3030',
        inches: [30, 30, 12],
        position: { x: 0, y: 54 * INCH, z: 0 },
      }),
    );
    expect(drawing.overhead).toBe(true);
    expect(drawing.label.length).toBeGreaterThan(0);
    expect(drawing.swings).toEqual([]);
  });

  it('draws anything whose underside is above the plan cut dashed, whatever its type', () => {
    const shelf = placedModelFixture({ modelType: 'accessory', position: { x: 0, y: 1.5, z: 0 } });
    expect(modelPlanDrawing(shelf).overhead).toBe(true);
    const hood = placedModelFixture({
      modelType: 'appliance',
      applianceType: 'hood',
      position: { x: 0, y: 1.0, z: 0 },
    });
    expect(modelPlanDrawing(hood).overhead).toBe(true);
  });

  it('shows a cooktop by its burners: four on a 30" top, inside the footprint', () => {
    const cooktop = placedModelFixture({
      modelType: 'appliance',
      applianceType: 'range and oven',
      modelName: 'Electric Cooktop 30"',
      modelCode: 'CT30',
      inches: [30, 4, 21],
    });
    const drawing = modelPlanDrawing(cooktop);
    expect(drawing.kinds.filter((kind) => kind === 'burner')).toHaveLength(4);
    const symbols = bounds(drawing.symbols);
    expect(symbols.minX).toBeGreaterThan(-15 * INCH);
    expect(symbols.maxX).toBeLessThan(15 * INCH);
    expect(symbols.minZ).toBeGreaterThan(-10.5 * INCH);
    expect(symbols.maxZ).toBeLessThan(10.5 * INCH);
  });

  it('gives a 36" range six burners behind its backguard line, and a wall oven none', () => {
    const range = modelPlanDrawing(
      placedModelFixture({
        modelType: 'appliance',
        applianceType: 'range and oven',
        modelName: 'Freestanding Range 36"',
        inches: [36, 36, 27],
      }),
    );
    expect(range.kinds.filter((kind) => kind === 'burner')).toHaveLength(6);
    const oven = modelPlanDrawing(
      placedModelFixture({
        modelType: 'appliance',
        applianceType: 'range and oven',
        modelName: 'Single Wall Oven 30"',
        inches: [30, 29, 24],
      }),
    );
    expect(oven.kinds).toEqual([]);
  });

  it('draws a sink cabinet with two bowls from 33" wide and one below, inside its footprint', () => {
    const sink = (width: number) =>
      modelPlanDrawing(
        placedModelFixture({
          modelType: 'base',
          modelSubcategory: 'sink',
          modelCode: `SB${width}`,
          inches: [width, 34.5, 24],
        }),
      );
    expect(sink(36).kinds.filter((kind) => kind === 'bowl')).toHaveLength(2);
    expect(sink(30).kinds.filter((kind) => kind === 'bowl')).toHaveLength(1);
    const symbols = bounds(sink(36).symbols);
    expect(symbols.minX).toBeGreaterThan(-18 * INCH);
    expect(symbols.maxX).toBeLessThan(18 * INCH);
    expect(symbols.minZ).toBeGreaterThan(-12 * INCH);
    expect(symbols.maxZ).toBeLessThan(12 * INCH);
  });

  it('draws no door swing for a drawer base and no code for a model without one', () => {
    const drawers = modelPlanDrawing(
      placedModelFixture({
        modelType: 'base',
        modelSubcategory: 'drawer',
        modelCode: '',
        inches: [18, 34.5, 24],
      }),
    );
    expect(drawers.swings).toEqual([]);
    expect(drawers.label).toEqual([]);
  });

  it('outlines an L-shaped corner cabinet as an L', () => {
    const corner = modelPlanDrawing(
      placedModelFixture({
        modelType: 'base',
        modelSubcategory: 'corner',
        modelName: 'Lazy Susan Corner 36"',
        modelCode: 'LS36',
        programKeys: ['diagonal_corner'],
        inches: [36, 34.5, 36],
      }),
    );
    expect(corner.outline).toHaveLength(6);
    // Its code sits in the back arm, not in the empty notch.
    const label = bounds(corner.label);
    expect((label.minZ + label.maxZ) / 2).toBeCloseTo((-18 + 12) * INCH, 9);
  });

  it('turns the code half round on a model facing up the plan, so it never reads upside down', () => {
    const facingUp = modelPlanDrawing({ ...base36, rotation: { x: 0, y: Math.PI, z: 0 } });
    const facingDown = modelPlanDrawing(base36);
    // The same strokes, turned half round about the footprint's centre.
    expect(facingUp.label[0]!.a.x).toBeCloseTo(-facingDown.label[0]!.a.x, 9);
    expect(facingUp.label[0]!.a.z).toBeCloseTo(-facingDown.label[0]!.a.z, 9);
  });
});
