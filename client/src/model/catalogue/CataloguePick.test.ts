import { DEFAULT_CATALOG_STYLE_ID } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { catalogueModelPick } from './CataloguePick';
import { catalogModelFixture } from './catalogModelFixture';

const cabinet = catalogModelFixture({
  catalogModelId: 'b12',
  type: 'base',
  styles: [
    { catalogStyleId: 'shaker-white', price: 200 },
    { catalogStyleId: 'gray-flat', price: 180 },
  ],
});

describe('catalogueModelPick', () => {
  it('picks a cabinet in the chosen collection', () => {
    const pick = catalogueModelPick(cabinet, 'gray-flat');
    expect(pick?.catalogStyleId).toBe('gray-flat');
    expect(pick?.style?.price).toBe(180);
    expect(pick?.model).toBe(cabinet);
  });

  it('gives no pick for a collection the cabinet does not come in', () => {
    expect(catalogueModelPick(cabinet, 'natural-oak')).toBeNull();
    expect(catalogueModelPick(cabinet, null)).toBeNull();
  });

  it('picks a model without styles in the default style', () => {
    const sofa = catalogModelFixture({ catalogModelId: 'sofa', type: 'furniture' });
    expect(catalogueModelPick(sofa, 'gray-flat')).toEqual({
      model: sofa,
      style: null,
      catalogStyleId: DEFAULT_CATALOG_STYLE_ID,
    });
  });

  it('never picks a model locked for the plan', () => {
    const locked = catalogModelFixture({ catalogModelId: 'ice', type: 'appliance', locked: true });
    expect(catalogueModelPick(locked, null)).toBeNull();
  });
});
