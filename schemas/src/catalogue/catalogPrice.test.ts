import { describe, expect, it } from 'vitest';
import { CatalogPriceSchema, parseCatalogPrice } from './catalogPrice';

describe('CatalogPriceSchema', () => {
  it('accepts whole cents, zero included', () => {
    for (const price of [0, 0.01, 19.99, 1234.5, 0.07]) expect(CatalogPriceSchema.parse(price)).toBe(price);
  });

  it('refuses a negative price, a fraction of a cent and a non-finite number', () => {
    for (const price of [-0.01, 1.005, Number.POSITIVE_INFINITY, Number.NaN]) {
      expect(CatalogPriceSchema.safeParse(price).success).toBe(false);
    }
    expect(CatalogPriceSchema.safeParse(-1).error?.issues[0]?.message).toBe('A price cannot be negative');
  });

  it('reads a bulk-edit field as a price, and blank or garbage as a failure', () => {
    expect(parseCatalogPrice(' 249.99 ')).toBe(249.99);
    expect(parseCatalogPrice('0')).toBe(0);
    expect(parseCatalogPrice('')).toBeNull();
    expect(parseCatalogPrice('12a')).toBeNull();
    expect(parseCatalogPrice('-3')).toBeNull();
  });
});
