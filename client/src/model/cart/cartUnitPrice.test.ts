import { describe, expect, it } from 'vitest';
import { catalogModelFixture } from '../catalogue/catalogModelFixture';
import { cartUnitPrice } from './cartUnitPrice';

const B36 = catalogModelFixture({
  catalogModelId: 'b36',
  price: 300,
  styles: [
    { catalogStyleId: 'shaker-white', price: 420.5, purchasePrice: 399 },
    { catalogStyleId: 'slab-walnut', price: 510 },
  ],
});
const catalogue = new Map([[B36.catalogModelId, B36]]);

describe('cartUnitPrice', () => {
  it('takes the account’s own price for the style first, then the catalogue’s for the style', () => {
    expect(
      cartUnitPrice({ catalogModelId: 'b36', catalogStyleId: 'shaker-white', modelPrice: 1 }, catalogue),
    ).toBe(399);
    expect(
      cartUnitPrice({ catalogModelId: 'b36', catalogStyleId: 'slab-walnut', modelPrice: 1 }, catalogue),
    ).toBe(510);
  });

  it('falls back to the price stored at placement when the catalogue lacks the model or the style', () => {
    expect(cartUnitPrice({ catalogModelId: 'b36', catalogStyleId: 'gone', modelPrice: 275 }, catalogue)).toBe(
      275,
    );
    expect(
      cartUnitPrice({ catalogModelId: 'x', catalogStyleId: 'default', modelPrice: 12.5 }, catalogue),
    ).toBe(12.5);
  });

  it('reads a zero price as none: the item is priced on request', () => {
    expect(
      cartUnitPrice({ catalogModelId: 'x', catalogStyleId: 'default', modelPrice: 0 }, catalogue),
    ).toBeNull();
  });
});
