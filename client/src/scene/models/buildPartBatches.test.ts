import { NO_HANDLES } from '@kitchensync/schemas';
import { Color } from 'three';
import { describe, expect, it } from 'vitest';
import { placedModelFixture } from '../../model/modelParts/placedModelFixture';
import { buildPartBatches } from './buildPartBatches';

const cabinets = ['model_a', 'model_b', 'model_c'].map((id, index) =>
  placedModelFixture({
    id,
    modelType: 'base',
    modelSubcategory: 'regular',
    countertop: true,
    position: { x: index, y: 0, z: 0 },
  }),
);

const count = (batches: ReturnType<typeof buildPartBatches>, role: string) =>
  batches.reduce((sum, batch) => sum + batch.roles.filter((each) => each === role).length, 0);

describe('buildPartBatches with the design’s finishes', () => {
  it('draws no handles when the design’s choice is None, and the style’s own for Default', () => {
    const withDefault = buildPartBatches(cabinets, new Set(), 'perspective', null);
    const withNone = buildPartBatches(cabinets, new Set(), 'perspective', NO_HANDLES);
    expect(count(withDefault, 'handle')).toBeGreaterThanOrEqual(3);
    expect(count(withNone, 'handle')).toBe(0);
  });

  it('colours every countertop with the chosen countertop without adding a material', () => {
    const plain = buildPartBatches(cabinets, new Set(), 'perspective');
    const granite = buildPartBatches(cabinets, new Set(), 'perspective', null, 0x1d1e20);
    expect(granite.map((batch) => batch.key)).toEqual(plain.map((batch) => batch.key));
    const expected = new Color(0x1d1e20);
    const countertopColors = granite.flatMap((batch) =>
      batch.roles.flatMap((role, index) =>
        role === 'countertop' ? [[...batch.colors.slice(index * 3, index * 3 + 3)]] : [],
      ),
    );
    expect(countertopColors).toHaveLength(3);
    for (const [r, g, b] of countertopColors) {
      expect([r, g, b].map((value) => value!.toFixed(5))).toEqual(
        [expected.r, expected.g, expected.b].map((value) => value.toFixed(5)),
      );
    }
  });
});

describe('buildPartBatches with what stands around each model', () => {
  const INCH = 0.0254;
  const run = [
    placedModelFixture({
      id: 'model_left',
      modelType: 'base',
      modelSubcategory: 'regular',
      countertop: true,
      position: { x: 15 * INCH, y: 0, z: 0 },
    }),
    placedModelFixture({
      id: 'model_dishwasher',
      modelType: 'appliance',
      applianceType: 'dishwasher and dryer',
      modelName: 'Dishwasher 24"',
      inches: [24, 34, 24],
      position: { x: 42 * INCH, y: 0, z: 0 },
    }),
  ];
  const countertopsOf = (batches: ReturnType<typeof buildPartBatches>, id: string) =>
    batches.reduce(
      (sum, batch) =>
        sum +
        batch.roles.filter((role, index) => role === 'countertop' && batch.modelIds[index] === id).length,
      0,
    );

  it('lays the countertop over a dishwasher beside a cabinet in 3D, within the one countertop batch', () => {
    const batches = buildPartBatches(run, new Set(), 'perspective');
    expect(countertopsOf(batches, 'model_dishwasher')).toBe(1);
    expect(batches.filter((batch) => batch.countertop)).toHaveLength(1);
  });

  it('draws the dishwasher bare when it stands alone', () => {
    expect(countertopsOf(buildPartBatches([run[1]!], new Set(), 'perspective'), 'model_dishwasher')).toBe(0);
  });
});
