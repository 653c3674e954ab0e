import { describe, expect, it } from 'vitest';
import { PriceOverrideSchema, priceOverrideKey } from './priceOverride';
import { PRICE_SAVE_CRITICAL_ERROR, priceSaveSummary } from './priceSaveMessages';
import { PriceUpdateRequestSchema, PriceUpdateResponseSchema } from './priceUpdate';

describe('price overrides', () => {
  it('sends an updatePrice request for the default style unless a style is named', () => {
    const request = PriceUpdateRequestSchema.parse({
      action: 'updatePrice',
      accountId: 'acc1',
      modelId: 'B24',
      newPrice: 129.5,
    });
    expect(request.styleId).toBe('default');
  });

  it('refuses a negative new price and one finer than a cent', () => {
    const base = { action: 'updatePrice', accountId: 'acc1', modelId: 'B24', styleId: 'shaker' };
    expect(PriceUpdateRequestSchema.safeParse({ ...base, newPrice: -1 }).success).toBe(false);
    expect(PriceUpdateRequestSchema.safeParse({ ...base, newPrice: 10.001 }).success).toBe(false);
    expect(PriceUpdateRequestSchema.safeParse({ ...base, newPrice: '10' }).success).toBe(false);
  });

  it('reads the answer as success with no error unless one is given', () => {
    expect(PriceUpdateResponseSchema.parse({ success: true })).toEqual({ success: true, error: null });
  });

  it('keeps one override per account, catalogue model and style', () => {
    const override = PriceOverrideSchema.parse({ accountId: 'acc1', catalogModelId: 'B24', price: 99 });
    expect(override.catalogStyleId).toBe('default');
    expect(PriceOverrideSchema.safeParse({ ...override, price: -1 }).success).toBe(false);
    expect(priceOverrideKey('acc1', 'B24')).toBe('priceOverride:acc1:B24:default');
    expect(priceOverrideKey('a:b', 'c')).not.toBe(priceOverrideKey('a', 'b:c'));
  });

  it('reports a bulk save word for word', () => {
    expect(priceSaveSummary(5, 2)).toBe('Updated 5 prices successfully. 2 failed.');
    expect(PRICE_SAVE_CRITICAL_ERROR).toBe(
      'A critical error occurred while saving prices. Please try again.',
    );
  });
});
