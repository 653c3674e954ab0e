import { inches } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { modelParts } from '../modelParts';
import { catalogModelFixture } from './catalogModelFixture';
import { cataloguePreviewModel } from './cataloguePreviewModel';

const baseCabinet = catalogModelFixture({
  catalogModelId: 'B30',
  type: 'base',
  subcategory: 'regular',
  dimensions: { width: inches(30), height: inches(34.5), depth: inches(24) },
  styles: [
    { catalogStyleId: 'shaker-white', price: 200 },
    { catalogStyleId: 'gray-flat', price: 180 },
  ],
});

describe('cataloguePreviewModel', () => {
  it('stands the model in the chosen style as placing it would, a base cabinet with its countertop', () => {
    const model = cataloguePreviewModel(baseCabinet, 'gray-flat');
    expect(model).toMatchObject({
      catalogModelId: 'B30',
      catalogStyleId: 'gray-flat',
      modelType: 'base',
      position: { x: 0, y: 0, z: 0 },
      countertop: true,
    });
    expect(modelParts(model!).some((part) => part.role === 'countertop')).toBe(true);
  });

  it('hangs a wall cabinet at its default height, which the picture frames', () => {
    const wallCabinet = catalogModelFixture({
      catalogModelId: 'W3030',
      type: 'wall',
      dimensions: { width: inches(30), height: inches(30), depth: inches(12) },
    });
    expect(cataloguePreviewModel(wallCabinet, null)?.position.y).toBeCloseTo(inches(54));
  });

  it('draws nothing for a style the model does not come in, or a model without dimensions', () => {
    expect(cataloguePreviewModel(baseCabinet, 'natural-oak')).toBeNull();
    const bare = catalogModelFixture({ catalogModelId: 'BARE', type: 'base', dimensions: null });
    expect(cataloguePreviewModel(bare, null)).toBeNull();
  });
});
