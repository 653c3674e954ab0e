import { describe, expect, it } from 'vitest';
import { CatalogModelSchema, catalogModelDimensions } from './catalogModel';

const box = { width: 0.6, height: 0.87, depth: 0.6 };

describe('CatalogModelSchema', () => {
  it('defaults a model to uncategorized, no subcategory, styles, overrides, keys or appliance type', () => {
    expect(CatalogModelSchema.parse({ catalogModelId: 'B24' })).toEqual({
      catalogModelId: 'B24',
      catalogId: null,
      superuserId: null,
      name: '',
      code: '',
      type: 'uncategorized',
      subcategory: '',
      description: '',
      price: 0,
      purchasePrice: null,
      locked: false,
      sizeGroup: null,
      styles: [],
      defaultHeight: 0,
      dimensions: null,
      defaultDimensions: null,
      dimensionsOverride: null,
      rotationOverride: null,
      programKeys: [],
      searchKeywords: [],
      applianceType: null,
    });
  });

  it('accepts a subcategory of its own type: wall heights and appliance finishes', () => {
    expect(
      CatalogModelSchema.safeParse({ catalogModelId: 'W3030', type: 'wall', subcategory: '30' }).success,
    ).toBe(true);
    const fridge = CatalogModelSchema.parse({
      catalogModelId: 'FR36',
      type: 'appliance',
      subcategory: 'stainless steel',
      applianceType: 'refrigerator',
    });
    expect(fridge.applianceType).toBe('refrigerator');
  });

  it('refuses a subcategory that is not of its type, naming the allowed ones', () => {
    const result = CatalogModelSchema.safeParse({ catalogModelId: 'T1', type: 'tall', subcategory: 'sink' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['subcategory'],
      message: '"sink" is not a subcategory of tall models (pantry, oven, filler)',
    });
  });

  it('refuses any subcategory on a type that has none', () => {
    const result = CatalogModelSchema.safeParse({
      catalogModelId: 'A1',
      type: 'accessory',
      subcategory: 'x',
    });
    expect(result.error?.issues[0]?.message).toBe('accessory models have no subcategories, got "x"');
  });

  it('refuses an unknown type, a negative price and an unknown appliance type', () => {
    expect(CatalogModelSchema.safeParse({ catalogModelId: 'X', type: 'sofa' }).success).toBe(false);
    expect(CatalogModelSchema.safeParse({ catalogModelId: 'X', price: -1 }).success).toBe(false);
    expect(CatalogModelSchema.safeParse({ catalogModelId: 'X', applianceType: 'toaster' }).success).toBe(
      false,
    );
  });

  it('keeps fields of a stored model that this version does not know', () => {
    expect(CatalogModelSchema.parse({ catalogModelId: 'B24', legacyFlag: 1 })).toHaveProperty(
      'legacyFlag',
      1,
    );
  });

  it('places a model at its dimensions override when there is one, else at its own size', () => {
    const override = { width: 0.61, height: 0.87, depth: 0.6 };
    expect(catalogModelDimensions({ dimensions: box, dimensionsOverride: override })).toBe(override);
    expect(catalogModelDimensions({ dimensions: box, dimensionsOverride: null })).toBe(box);
  });
});
