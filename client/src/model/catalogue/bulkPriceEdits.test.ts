import { describe, expect, it } from 'vitest';
import { bulkPriceEdits } from './bulkPriceEdits';
import { catalogModelFixture } from './catalogModelFixture';

const styled = catalogModelFixture({
  catalogModelId: 'base-24',
  type: 'base',
  styles: [
    { catalogStyleId: 'shaker-white', price: 310, purchasePrice: 289.5 },
    { catalogStyleId: 'gray-flat', price: 280 },
  ],
});
const plain = catalogModelFixture({ catalogModelId: 'fridge-30', type: 'appliance', price: 1899 });

describe('bulkPriceEdits', () => {
  it("edits a styled model in the chosen collection's style, at the account's own price when it has one", () => {
    expect(bulkPriceEdits.target(styled, 'shaker-white')).toEqual({
      catalogModelId: 'base-24',
      styleId: 'shaker-white',
      current: 289.5,
    });
    expect(bulkPriceEdits.target(styled, 'gray-flat')?.current).toBe(280);
  });

  it('edits a model without styles under default, and nothing for a style the model does not come in', () => {
    expect(bulkPriceEdits.target(plain, 'shaker-white')).toEqual({
      catalogModelId: 'fridge-30',
      styleId: 'default',
      current: 1899,
    });
    expect(bulkPriceEdits.target(styled, 'walnut')).toBeNull();
    expect(bulkPriceEdits.target(styled, null)).toBeNull();
  });

  it('sends only changed fields and counts a changed field that is not a price as a failure (spec 001 section 5)', () => {
    const targets = [
      { catalogModelId: 'a', styleId: 'shaker-white', current: 100 },
      { catalogModelId: 'b', styleId: 'shaker-white', current: 200 },
      { catalogModelId: 'c', styleId: 'default', current: 300 },
      { catalogModelId: 'd', styleId: 'default', current: 400 },
      { catalogModelId: 'e', styleId: 'default', current: 500 },
      { catalogModelId: 'f', styleId: 'default', current: 600 },
      { catalogModelId: 'g', styleId: 'default', current: 700 },
    ];
    const drafts = new Map([
      ['a', '125.50'],
      ['b', '200.00'],
      ['c', '-1'],
      ['d', '12.345'],
      ['e', ''],
      ['f', 'abc'],
      ['g', ' 700 '],
    ]);

    expect(bulkPriceEdits.collect(targets, drafts)).toEqual({
      changes: [{ modelId: 'a', styleId: 'shaker-white', newPrice: 125.5 }],
      invalid: 4,
    });
  });

  it('shows prices with two decimals', () => {
    expect(bulkPriceEdits.text(289.5)).toBe('289.50');
    expect(bulkPriceEdits.text(0)).toBe('0.00');
  });
});
