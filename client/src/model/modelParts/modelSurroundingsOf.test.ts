import type { PlacedModel } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { CABINET_MEASURES, INCH } from './cabinetMeasures';
import type { ModelPart } from './ModelPart';
import { modelParts } from './modelParts';
import { modelSurroundingsOf } from './modelSurroundingsOf';
import { placedModelFixture } from './placedModelFixture';

const EPSILON = 1e-6;

/** A model standing against a wall along x (its back at z = 0), its left side at `left` inches. */
function inRun(id: string, left: number, fields: Parameters<typeof placedModelFixture>[0]): PlacedModel {
  const [width, , depth] = fields.inches ?? [30, 34.5, 24];
  return placedModelFixture({
    catalogStyleId: 'shaker-white',
    ...fields,
    id,
    position: { x: (left + width / 2) * INCH, y: fields.position?.y ?? 0, z: (depth / 2) * INCH },
  });
}

const base = (id: string, left: number, width = 30) =>
  inRun(id, left, {
    modelType: 'base',
    modelSubcategory: 'regular',
    modelName: `Base ${width}"`,
    inches: [width, 34.5, 24],
    countertop: true,
    toeKick: true,
  });
const dishwasher = (left: number) =>
  inRun('model_dw', left, {
    modelType: 'appliance',
    modelSubcategory: 'stainless steel',
    applianceType: 'dishwasher and dryer',
    modelName: 'Dishwasher 24"',
    inches: [24, 34, 24],
  });
const range = (left: number) =>
  inRun('model_range', left, {
    modelType: 'appliance',
    modelSubcategory: 'stainless steel',
    applianceType: 'range and oven',
    modelName: 'Freestanding Range 30"',
    inches: [30, 36, 27],
  });

interface WorldSlab {
  x0: number;
  x1: number;
  top: number;
}

/** Every countertop piece of the design, in world x (no model here is turned). */
function countertops(models: readonly PlacedModel[]): WorldSlab[] {
  const around = modelSurroundingsOf(models);
  return models.flatMap((model) =>
    modelParts(model, null, around.get(model.id))
      .filter((part: ModelPart) => part.role === 'countertop')
      .map((part) => ({
        x0: model.position.x + part.center.x - part.size.x / 2,
        x1: model.position.x + part.center.x + part.size.x / 2,
        top: model.position.y + part.center.y + part.size.y / 2,
      })),
  );
}

/** The stretches of x the slabs cover, merged where they meet. */
function covered(slabs: readonly WorldSlab[]): { x0: number; x1: number }[] {
  const sorted = [...slabs].sort((a, b) => a.x0 - b.x0);
  const runs: { x0: number; x1: number }[] = [];
  for (const slab of sorted) {
    const last = runs[runs.length - 1];
    if (last !== undefined && slab.x0 <= last.x1 + EPSILON) last.x1 = Math.max(last.x1, slab.x1);
    else runs.push({ x0: slab.x0, x1: slab.x1 });
  }
  return runs;
}

describe('the countertop over a run', () => {
  it('spans a dishwasher between two cabinets: one unbroken slab at one height', () => {
    const models = [base('model_left', 0), dishwasher(30), base('model_right', 54)];
    const slabs = countertops(models);
    expect(covered(slabs)).toEqual([{ x0: expect.closeTo(0, 6), x1: expect.closeTo(84 * INCH, 6) }]);
    const tops = new Set(slabs.map((slab) => slab.top.toFixed(6)));
    expect(tops.size).toBe(1);
    expect(slabs[0]!.top).toBeCloseTo(34.5 * INCH + CABINET_MEASURES.countertopThickness, 9);
  });

  it('spans a dishwasher at the end of a run, and leaves one standing alone bare', () => {
    expect(covered(countertops([base('model_left', 0), dishwasher(30)]))).toHaveLength(1);
    expect(countertops([dishwasher(30)])).toEqual([]);
  });

  it('is interrupted by a slide-in range: no stone over the range, the run resumes past it', () => {
    const models = [base('model_left', 0), range(30), base('model_right', 60)];
    const runs = covered(countertops(models));
    expect(runs).toHaveLength(2);
    expect(runs[0]!.x1).toBeCloseTo(30 * INCH, 6);
    expect(runs[1]!.x0).toBeCloseTo(60 * INCH, 6);
  });
});

describe('a sink dropped into a sink base', () => {
  const sinkBase = inRun('model_sink_base', 0, {
    modelType: 'base',
    modelSubcategory: 'sink',
    modelName: 'Sink Base 36"',
    inches: [36, 34.5, 24],
    countertop: true,
    toeKick: true,
  });
  const counterTop = 34.5 * INCH + CABINET_MEASURES.countertopThickness;
  const sink = inRun('model_sink', 3, {
    modelType: 'decoration',
    modelSubcategory: 'sink',
    modelName: 'Undermount Sink 30"',
    inches: [30, 9, 18],
    position: { x: 0, y: counterTop - 9 * INCH, z: 0 },
  });

  it('takes the place of the base’s own basin, and the countertop opens over it', () => {
    const around = modelSurroundingsOf([sinkBase, sink]);
    expect(around.get(sinkBase.id)?.setInSinks).toHaveLength(1);
    const alone = modelParts(sinkBase);
    const holding = modelParts(sinkBase, null, around.get(sinkBase.id));
    const metal = (parts: ModelPart[]) => parts.filter((part) => part.role === 'hardware').length;
    // The faucet stays; the basin and its rim go.
    expect(metal(holding)).toBeLessThan(metal(alone));
    const hole = { x: sink.position.x - sinkBase.position.x, z: sink.position.z - sinkBase.position.z };
    const over = holding.filter(
      (part) =>
        part.role === 'countertop' &&
        Math.abs(hole.x - part.center.x) < part.size.x / 2 &&
        Math.abs(hole.z - part.center.z) < part.size.z / 2,
    );
    expect(over).toEqual([]);
  });

  it('is not set in when it stands elsewhere', () => {
    const away = { ...sink, position: { ...sink.position, x: 5 } };
    expect(modelSurroundingsOf([sinkBase, away]).get(sinkBase.id)).toBeUndefined();
  });
});

describe('a cooktop set into the countertop', () => {
  const cooktop = (left: number, y = 34.5) =>
    inRun('model_cooktop', left, {
      modelType: 'appliance',
      modelSubcategory: 'black',
      applianceType: 'range and oven',
      modelName: 'Induction Cooktop 30"',
      inches: [30, 3, 21],
      position: { x: 0, y: y * INCH, z: 0 },
    });
  const countertopOver = (parts: ModelPart[], at: { x: number; z: number }) =>
    parts.filter(
      (part) =>
        part.role === 'countertop' &&
        Math.abs(at.x - part.center.x) < part.size.x / 2 &&
        Math.abs(at.z - part.center.z) < part.size.z / 2,
    );

  it('cuts an opening in the base’s countertop under it, smaller than the cooktop by its rim', () => {
    const cabinet = base('model_base', 0, 36);
    const top = cooktop(3);
    const cuts = modelSurroundingsOf([cabinet, top]).get(cabinet.id)?.cooktopCutOuts ?? [];
    expect(cuts).toHaveLength(1);
    expect(cuts[0]!.x1 - cuts[0]!.x0).toBeCloseTo(28 * INCH, 6);
    const parts = modelParts(cabinet, null, modelSurroundingsOf([cabinet, top]).get(cabinet.id));
    const centre = { x: top.position.x - cabinet.position.x, z: top.position.z - cabinet.position.z };
    expect(countertopOver(parts, centre)).toEqual([]);
    // The slab still runs under the cooktop's rim.
    expect(countertopOver(parts, { x: centre.x - 14.5 * INCH, z: centre.z })).toHaveLength(1);
  });

  it('cuts both cabinets it spans, and none when it stands on the floor as a range would', () => {
    const left = base('model_left', 0, 24);
    const right = base('model_right', 24, 24);
    const across = cooktop(9);
    const around = modelSurroundingsOf([left, right, across]);
    expect(around.get(left.id)?.cooktopCutOuts).toHaveLength(1);
    expect(around.get(right.id)?.cooktopCutOuts).toHaveLength(1);
    const onFloor = cooktop(9, 0);
    expect(modelSurroundingsOf([left, right, onFloor]).get(left.id)).toBeUndefined();
  });
});
