import { describe, expect, it } from 'vitest';
import { INCH } from '../modelParts/cabinetMeasures';
import { placedModelFixture } from '../modelParts/placedModelFixture';
import { PLAN_PALETTE } from '../modelParts/planAppearance';
import { planLineBatches, type PlanLineStyle } from './planLineBatches';

const base = placedModelFixture({
  id: 'model_base',
  modelType: 'base',
  modelSubcategory: 'regular',
  modelCode: 'B36',
  inches: [36, 34.5, 24],
  position: { x: 2, y: 0, z: 1 },
});
const wall = placedModelFixture({
  id: 'model_wall',
  modelType: 'wall',
  modelSubcategory: '30',
  modelCode: 'W3030',
  inches: [30, 30, 12],
  position: { x: -1, y: 54 * INCH, z: 0 },
});

function batch(style: PlanLineStyle, result: ReturnType<typeof planLineBatches>) {
  return result.batches.find((each) => each.style === style)!;
}

function xs(positions: Float32Array): number[] {
  return [...positions].filter((_, index) => index % 3 === 0);
}

describe('planLineBatches', () => {
  it('puts a floor cabinet solid, a wall cabinet dashed, and every code in the label batch', () => {
    const result = planLineBatches([base, wall], new Set());
    expect(new Set(batch('outline', result).modelIds)).toEqual(new Set(['model_base']));
    expect(new Set(batch('overhead', result).modelIds)).toEqual(new Set(['model_wall']));
    expect(new Set(batch('label', result).modelIds)).toEqual(new Set(['model_base', 'model_wall']));
    expect(new Set(batch('swing', result).modelIds)).toEqual(new Set(['model_base']));
    expect(result.summaries).toEqual([
      { id: 'model_base', code: 'B36', dashed: false, symbols: ['swing', 'swing'] },
      { id: 'model_wall', code: 'W3030', dashed: true, symbols: [] },
    ]);
  });

  it('moves each model’s lines to where it stands, above its top', () => {
    const outline = batch('outline', planLineBatches([base], new Set()));
    const x = xs(outline.positions);
    expect(Math.min(...x)).toBeCloseTo(2 - 18 * INCH, 5);
    expect(Math.max(...x)).toBeCloseTo(2 + 18 * INCH, 5);
    expect(outline.positions[1]).toBeGreaterThan(34.5 * INCH);
  });

  it('turns a model’s lines with it: a quarter turn lays its width along z', () => {
    const turned = { ...base, rotation: { x: 0, y: Math.PI / 2, z: 0 } };
    const outline = batch('outline', planLineBatches([turned], new Set()));
    const z = [...outline.positions].filter((_, index) => index % 3 === 2);
    expect(Math.max(...z) - Math.min(...z)).toBeCloseTo(36 * INCH, 5);
  });

  it('draws a selected model’s outline in the selected green, the others in their kind’s colour', () => {
    const result = planLineBatches([base, wall], new Set(['model_base']));
    expect(new Set(batch('outline', result).colours)).toEqual(new Set([PLAN_PALETTE.selected.outline]));
    expect(new Set(batch('overhead', result).colours)).toEqual(new Set([PLAN_PALETTE.wall.outline]));
  });

  it('leaves hidden models out', () => {
    const result = planLineBatches([{ ...base, visible: false }], new Set());
    expect(result.summaries).toEqual([]);
    expect(result.batches.every((each) => each.modelIds.length === 0)).toBe(true);
  });
});
