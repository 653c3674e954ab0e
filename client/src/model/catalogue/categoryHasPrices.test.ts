import { describe, expect, it } from 'vitest';
import { catalogModelFixture } from './catalogModelFixture';
import { categoryHasPrices } from './categoryHasPrices';

describe('categoryHasPrices', () => {
  it('counts a category priced when a model or one of its styles costs something', () => {
    expect(categoryHasPrices([catalogModelFixture({ catalogModelId: 'a', price: 10 })])).toBe(true);
    const styled = catalogModelFixture({
      catalogModelId: 'b',
      styles: [{ catalogStyleId: 's', price: 120 }],
    });
    expect(categoryHasPrices([styled])).toBe(true);
  });

  it("uses the account's own price over the catalogue's", () => {
    const zeroed = catalogModelFixture({ catalogModelId: 'c', price: 10, purchasePrice: 0 });
    expect(categoryHasPrices([zeroed])).toBe(false);
    const overridden = catalogModelFixture({
      catalogModelId: 'd',
      styles: [{ catalogStyleId: 's', price: 0, purchasePrice: 5 }],
    });
    expect(categoryHasPrices([overridden])).toBe(true);
  });

  it('counts a category of free or no models as unpriced', () => {
    expect(categoryHasPrices([])).toBe(false);
    expect(categoryHasPrices([catalogModelFixture({ catalogModelId: 'e' })])).toBe(false);
  });
});
