import { describe, expect, it } from 'vitest';
import { catalogModelFixture } from './catalogModelFixture';
import { groupBySubcategory } from './groupBySubcategory';

describe('groupBySubcategory', () => {
  it("orders groups as the spec lists the type's subcategories and leaves empty ones out", () => {
    const filler = catalogModelFixture({ catalogModelId: 'f', type: 'base', subcategory: 'filler' });
    const sink = catalogModelFixture({ catalogModelId: 's', type: 'base', subcategory: 'sink' });
    const regular = catalogModelFixture({ catalogModelId: 'r', type: 'base', subcategory: 'regular' });
    const groups = groupBySubcategory('base', [filler, sink, regular]);
    expect(groups.map((group) => group.subcategory)).toEqual(['regular', 'sink', 'filler']);
  });

  it('keeps the models of a group in their order and puts models without a subcategory last', () => {
    const a = catalogModelFixture({ catalogModelId: 'a', type: 'wall', subcategory: '30' });
    const loose = catalogModelFixture({ catalogModelId: 'loose', type: 'wall' });
    const b = catalogModelFixture({ catalogModelId: 'b', type: 'wall', subcategory: '30' });
    const c = catalogModelFixture({ catalogModelId: 'c', type: 'wall', subcategory: 'bridge' });
    expect(groupBySubcategory('wall', [a, loose, b, c])).toEqual([
      { subcategory: '30', models: [a, b] },
      { subcategory: 'bridge', models: [c] },
      { subcategory: '', models: [loose] },
    ]);
  });

  it('puts every model in exactly one group', () => {
    const models = ['sofa', 'bed', 'sofa', 'table', ''].map((subcategory, index) =>
      catalogModelFixture({ catalogModelId: `m${index}`, type: 'furniture', subcategory }),
    );
    const grouped = groupBySubcategory('furniture', models).flatMap((group) => group.models);
    expect(grouped).toHaveLength(models.length);
    expect(new Set(grouped)).toEqual(new Set(models));
  });

  it('answers no groups for no models', () => {
    expect(groupBySubcategory('accessory', [])).toEqual([]);
  });
});
