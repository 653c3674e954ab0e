import { describe, expect, it } from 'vitest';
import { catalogModelFixture } from '../catalogue/catalogModelFixture';
import { moldingProducts } from './moldingProducts';

const INCH = 0.0254;
const box = (width: number) => ({ width: width * INCH, height: 3.5 * INCH, depth: 3.5 * INCH });

describe('moldingProducts', () => {
  it('finds the crown molding and toe kick accessories with the piece length their description gives', () => {
    const products = moldingProducts([
      catalogModelFixture({ catalogModelId: 'b36', type: 'base', name: 'Crown Base 36', price: 400 }),
      catalogModelFixture({
        catalogModelId: 'cm8',
        code: 'CM8',
        type: 'accessory',
        name: "Crown Molding 8'",
        description: "Crown Molding 8'",
        price: 68,
        dimensions: box(96),
      }),
      catalogModelFixture({
        catalogModelId: 'tk',
        code: 'TK',
        type: 'accessory',
        name: 'Toe Kick',
        description: 'Toe kick stick',
        price: 0,
        dimensions: box(120),
      }),
    ]);
    expect(products.crown).toMatchObject({
      catalogModelId: 'cm8',
      code: 'CM8',
      name: "Crown Molding 8'",
      unitPrice: 68,
    });
    expect(products.crown?.pieceLength).toBeCloseTo(96 * INCH, 9);
    // No length written: the catalogue width; no price: on request.
    expect(products.toeKick).toMatchObject({ catalogModelId: 'tk', unitPrice: null });
    expect(products.toeKick?.pieceLength).toBeCloseTo(120 * INCH, 9);
  });

  it('gives null for a molding the catalogue does not have', () => {
    expect(moldingProducts([])).toEqual({ crown: null, toeKick: null });
  });
});
