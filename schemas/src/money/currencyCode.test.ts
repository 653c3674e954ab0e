import { describe, expect, it } from 'vitest';
import { CurrencyCodeSchema } from './currencyCode';

describe('CurrencyCodeSchema', () => {
  it('takes ISO codes of currencies with cents, in any case', () => {
    expect(CurrencyCodeSchema.parse('USD')).toBe('USD');
    expect(CurrencyCodeSchema.parse(' eur ')).toBe('EUR');
    expect(CurrencyCodeSchema.parse('GBP')).toBe('GBP');
  });

  it('refuses codes that are not currencies and currencies that are not counted in cents', () => {
    expect(CurrencyCodeSchema.safeParse('dollars').success).toBe(false);
    expect(CurrencyCodeSchema.safeParse('US$').success).toBe(false);
    // Yen have no decimals and Kuwaiti dinars three: amounts rounded to cents would be shown wrong.
    expect(CurrencyCodeSchema.safeParse('JPY').success).toBe(false);
    expect(CurrencyCodeSchema.safeParse('KWD').success).toBe(false);
  });
});
