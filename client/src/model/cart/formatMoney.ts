import { DEFAULT_CURRENCY } from '@kitchensync/schemas';

/**
 * An amount of whole cents as the price list shows it, in the installation's currency (`$1,290.99`,
 * `€1,290.99`). `code` spells the currency out (`USD 1,290.99`) where a symbol cannot be drawn.
 */
export function formatMoney(
  cents: number,
  currency: string = DEFAULT_CURRENCY,
  display: 'symbol' | 'code' = 'symbol',
): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: display }).format(
    cents / 100,
  );
}
