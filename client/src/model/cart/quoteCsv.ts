import { fromMeters, type LengthUnit, type Quote } from '@kitchensync/schemas';
import type { DesignCart } from './buildCart';
import type { QuoteTotals } from './quoteTotals';

const DIMENSION_UNIT_LABEL: Record<LengthUnit, string> = { inch: 'in', ft: 'ft', m: 'm', cm: 'cm', mm: 'mm' };

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. */
function field(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const money = (cents: number | null) => (cents === null ? null : (cents / 100).toFixed(2));

/**
 * The quote as CSV for a dealer's ordering system (RFC 4180, CRLF line ends): one row per line with
 * its group, code, name, style, size in the person's unit, quantity, unit, unit price and amount
 * (plain numbers with two decimals in the installation's currency, named in the header; empty when
 * priced on request), then the totals as rows of their own. A spreadsheet opens it as the same table the price list shows.
 */
export function quoteCsv(
  cart: DesignCart,
  quote: Quote,
  totals: QuoteTotals,
  unit: LengthUnit,
  currency: string,
): string {
  const size = DIMENSION_UNIT_LABEL[unit];
  const dimension = (meters: number | undefined) =>
    meters === undefined ? null : Math.round(fromMeters(meters, unit) * 1000) / 1000;
  const rows: (string | number | null)[][] = [
    [
      'Group',
      'Code',
      'Item',
      'Style',
      `Width (${size})`,
      `Height (${size})`,
      `Depth (${size})`,
      'Quantity',
      'Unit',
      `Unit price (${currency})`,
      `Amount (${currency})`,
    ],
  ];
  for (const group of cart.groups) {
    for (const line of group.lines) {
      rows.push([
        group.label,
        line.code,
        line.name,
        line.styleId,
        dimension(line.dimensions?.width),
        dimension(line.dimensions?.height),
        dimension(line.dimensions?.depth),
        line.quantity,
        line.unit === 'area' ? 'm2' : line.unit === 'length' ? 'piece (by length)' : 'piece',
        money(line.unitPriceCents),
        money(line.amountCents),
      ]);
    }
  }
  const total = (label: string, cents: number) => [
    label,
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    money(cents),
  ];
  rows.push(total('List total', totals.listCents));
  if (totals.adjustmentCents !== 0)
    rows.push(
      total(
        `${totals.adjustmentCents < 0 ? 'Discount' : 'Markup'} ${Math.abs(quote.adjustmentPercent)}%`,
        totals.adjustmentCents,
      ),
    );
  rows.push(total(`Tax ${quote.taxRatePercent}%`, totals.taxCents));
  rows.push(total('Total', totals.totalCents));
  return rows.map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}
