import { describe, expect, it } from 'vitest';
import { CABINET_MEASURES } from './cabinetMeasures';
import type { ModelPart } from './ModelPart';
import { modelParts } from './modelParts';
import { placedModelFixture } from './placedModelFixture';

const EPSILON = 1e-9;
const wall = (fields: { crownMolding?: boolean; crownLeftMolding?: boolean; crownRightMolding?: boolean }) =>
  placedModelFixture({
    catalogStyleId: 'shaker-white',
    modelType: 'wall',
    modelSubcategory: '30',
    modelName: 'Wall 30" x 30"',
    inches: [30, 30, 12],
    ...fields,
  });
const crown = (parts: ModelPart[]) => parts.filter((part) => part.role === 'crownMolding');
const front = (part: ModelPart) => part.center.z + part.size.z / 2;
const left = (part: ModelPart) => part.center.x - part.size.x / 2;

describe('crown molding', () => {
  it('is drawn only where the fields say so', () => {
    expect(crown(modelParts(wall({})))).toEqual([]);
    const frontOnly = crown(modelParts(wall({ crownMolding: true })));
    expect(frontOnly.length).toBeGreaterThan(0);
    const width = wall({}).dimensions.width;
    // Without a side molding the front run stops at the cabinet's sides.
    for (const part of frontOnly) expect(left(part)).toBeGreaterThanOrEqual(-width / 2 - EPSILON);
  });

  it('reads as a molding: steps reaching further out the higher they are, up to the full projection', () => {
    const model = wall({ crownMolding: true });
    const steps = crown(modelParts(model)).sort((a, b) => a.center.y - b.center.y);
    expect(steps.length).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < steps.length; i += 1)
      expect(front(steps[i]!)).toBeGreaterThan(front(steps[i - 1]!) + EPSILON);
    const depth = model.dimensions.depth;
    expect(front(steps[steps.length - 1]!)).toBeCloseTo(depth / 2 + CABINET_MEASURES.crownProjection, 9);
    const top = Math.max(...steps.map((part) => part.center.y + part.size.y / 2));
    expect(top).toBeCloseTo(model.dimensions.height + CABINET_MEASURES.crownHeight, 9);
  });

  it('returns along a side the fields name, the front run reaching round the corner to meet it', () => {
    const model = wall({ crownMolding: true, crownLeftMolding: true });
    const parts = crown(modelParts(model));
    const width = model.dimensions.width;
    const outermost = Math.min(...parts.map(left));
    expect(outermost).toBeCloseTo(-width / 2 - CABINET_MEASURES.crownProjection, 9);
    expect(Math.max(...parts.map((part) => part.center.x + part.size.x / 2))).toBeCloseTo(width / 2, 9);
  });
});
