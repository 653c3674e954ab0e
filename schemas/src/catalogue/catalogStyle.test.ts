import { describe, expect, it } from 'vitest';
import { CatalogStyleSchema, STYLE_LIGHT_DEFAULTS, catalogStylePrice } from './catalogStyle';

describe('CatalogStyleSchema', () => {
  it('defaults a style to price 0, no account price, no edges or back, and the wizard lights', () => {
    expect(CatalogStyleSchema.parse({ catalogStyleId: 'shaker-white' })).toEqual({
      catalogStyleId: 'shaker-white',
      name: '',
      image: '',
      model: '',
      price: 0,
      purchasePrice: null,
      edges: null,
      back: null,
      lightLowIntensity: 1,
      lightLowHeight: STYLE_LIGHT_DEFAULTS.lowHeight,
      lightHighIntensity: 1,
      lightHighHeight: STYLE_LIGHT_DEFAULTS.highHeight,
    });
    expect(STYLE_LIGHT_DEFAULTS.lowHeight).toBeCloseTo(54 * 0.0254, 12);
  });

  it('refuses a negative price or purchase price', () => {
    expect(CatalogStyleSchema.safeParse({ catalogStyleId: 's', price: -0.01 }).success).toBe(false);
    expect(CatalogStyleSchema.safeParse({ catalogStyleId: 's', purchasePrice: -5 }).success).toBe(false);
  });

  it("charges the account's purchase price when it set one, else the catalogue price", () => {
    expect(catalogStylePrice({ price: 100, purchasePrice: 80 })).toBe(80);
    expect(catalogStylePrice({ price: 100, purchasePrice: 0 })).toBe(0);
    expect(catalogStylePrice({ price: 100, purchasePrice: null })).toBe(100);
  });
});
