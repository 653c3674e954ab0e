import { z } from 'zod';

/** The currency an installation prices in when CURRENCY is not set. */
export const DEFAULT_CURRENCY = 'USD';

/** Whether the runtime knows `code` as a currency counted in hundredths, as prices in cents are. */
function hasCents(code: string): boolean {
  try {
    const options = new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).resolvedOptions();
    return options.maximumFractionDigits === 2 && options.minimumFractionDigits === 2;
  } catch {
    return false;
  }
}

/**
 * The installation's currency (issue 17): an ISO 4217 code whose amounts have cents, since every
 * price is kept and rounded in hundredths. Yen or dinars (0 or 3 decimals) would show amounts the
 * rounding does not match, so they are refused rather than shown wrong.
 */
export const CurrencyCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'A currency is a three-letter ISO 4217 code, such as USD, EUR or GBP.')
  .refine(hasCents, 'The currency must be one counted in cents (two decimals), such as USD, EUR or GBP.');
