/** The installation's currency until it is configurable (issue 17's quote): US dollars. */
export const DEFAULT_CURRENCY = 'USD';

/** An amount of whole cents as the price list shows it, in the given currency (`$1,290.99`). */
export function formatMoney(cents: number, currency: string = DEFAULT_CURRENCY): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}
