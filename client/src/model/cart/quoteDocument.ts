import { formatLength, type LengthUnit, type Quote } from '@kitchensync/schemas';
import type { DesignCart } from './buildCart';
import type { CartLine } from './CartLine';
import { formatMoney } from './formatMoney';
import type { QuoteTotals } from './quoteTotals';

const UNIT_LABEL: Record<LengthUnit, string> = { inch: 'in', ft: 'ft', m: 'm', cm: 'cm', mm: 'mm' };
const SQUARE_METERS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export const PRICE_ON_REQUEST = 'Price on request';

/** One line of the quote's table, every cell as it is printed. */
export interface QuoteDocumentLine {
  code: string;
  item: string;
  style: string;
  size: string;
  quantity: string;
  unitPrice: string;
  amount: string;
}

export interface QuoteDocumentGroup {
  label: string;
  lines: QuoteDocumentLine[];
  subtotal: string;
}

export interface QuoteDocumentTotal {
  label: string;
  amount: string;
  /** The amount the customer pays, set apart from the lines that lead to it. */
  grand: boolean;
}

/**
 * Everything a printed quote says, as text, in the order it is read: who made it and for whom,
 * dated, the price list line by line with group subtotals, the totals, the notes and what the
 * customer signs. Drawing it (the PDF) adds layout only, so the figures are the cart's and the
 * CSV's to the cent.
 */
export interface QuoteDocument {
  title: string;
  /** The design's name, which the quote is for. */
  reference: string;
  issuedOn: string;
  validUntil: string | null;
  designer: string[];
  customer: string[];
  columns: QuoteDocumentLine;
  groups: QuoteDocumentGroup[];
  totals: QuoteDocumentTotal[];
  /** Said under the totals when a line has no price and so is not in them. */
  unpricedNote: string | null;
  notes: string[];
  acceptance: string;
}

export interface QuoteDocumentInput {
  cart: DesignCart;
  quote: Quote;
  totals: QuoteTotals;
  designName: string;
  unit: LengthUnit;
  currency: string;
  /** `code` where the drawing cannot show the currency's symbol. */
  currencyDisplay?: 'symbol' | 'code';
  /** The calendar day the quote is made (`2026-11-26`), in the designer's time zone. */
  issuedOn: string;
  /** A style's name as the catalogue's collections call it; the id when the catalogue has none. */
  styleName(styleId: string): string;
  /** Who is signed in, for a quote whose designer details are left empty. */
  signedIn: { name: string; email: string } | null;
}

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

const calendarDay = (day: string) => LONG_DATE.format(new Date(`${day}T00:00:00Z`));

function percentText(percent: number): string {
  return `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 }).format(percent)}%`;
}

function sizeOf(line: CartLine, unit: LengthUnit): string {
  const label = UNIT_LABEL[unit];
  if (line.dimensions !== null) {
    const { width, height, depth } = line.dimensions;
    return `${[width, height, depth].map((meters) => formatLength(meters, unit)).join(' × ')} ${label}`;
  }
  if (line.unit === 'length' && line.coveredLength !== null)
    return `covers ${formatLength(line.coveredLength, unit)} ${label}`;
  return '';
}

function designerLines(quote: Quote, signedIn: QuoteDocumentInput['signedIn']): string[] {
  const given = [quote.designerName.trim(), quote.designerCompany.trim(), ...lines(quote.designerContact)];
  if (given.some((line) => line !== '')) return given.filter((line) => line !== '');
  if (signedIn === null) return [];
  return [signedIn.name.trim(), signedIn.email.trim()].filter((line) => line !== '');
}

/**
 * The quote the customer is handed (issue 17), from the price list and the quote's fields: every
 * cart line with its code, name, style, size in the person's unit, quantity, unit price and amount
 * (or "Price on request"), each group's subtotal, and the totals of `quoteTotals`, all in the
 * installation's currency. The designer's details default to the signed-in person's name and e-mail.
 */
export function quoteDocument(input: QuoteDocumentInput): QuoteDocument {
  const { cart, quote, totals, unit, currency, currencyDisplay = 'symbol' } = input;
  const money = (cents: number) => formatMoney(cents, currency, currencyDisplay);
  const groups = cart.groups.map((group) => ({
    label: group.label,
    lines: group.lines.map((line) => ({
      code: line.code,
      item: line.name,
      style: line.styleId === null ? '' : input.styleName(line.styleId),
      size: sizeOf(line, unit),
      quantity: line.unit === 'area' ? `${SQUARE_METERS.format(line.quantity)} m²` : String(line.quantity),
      unitPrice:
        line.unitPriceCents === null
          ? ''
          : `${money(line.unitPriceCents)}${line.unit === 'area' ? ' / m²' : ''}`,
      amount: line.amountCents === null ? PRICE_ON_REQUEST : money(line.amountCents),
    })),
    subtotal: money(group.subtotalCents),
  }));

  const rows: QuoteDocumentTotal[] = [{ label: 'List total', amount: money(totals.listCents), grand: false }];
  if (totals.adjustmentCents !== 0) {
    const kind = totals.adjustmentCents < 0 ? 'Discount' : 'Markup';
    rows.push(
      {
        label: `${kind} ${percentText(Math.abs(quote.adjustmentPercent))}`,
        amount: money(totals.adjustmentCents),
        grand: false,
      },
      { label: `Total after ${kind.toLowerCase()}`, amount: money(totals.netCents), grand: false },
    );
  }
  rows.push(
    { label: `Tax ${percentText(quote.taxRatePercent)}`, amount: money(totals.taxCents), grand: false },
    { label: `Total (${currency})`, amount: money(totals.totalCents), grand: true },
  );

  return {
    title: 'Quote',
    reference: input.designName.trim() || 'Untitled Save',
    issuedOn: calendarDay(input.issuedOn),
    validUntil: quote.validUntil === null ? null : calendarDay(quote.validUntil),
    designer: designerLines(quote, input.signedIn),
    customer: [quote.customerName.trim(), ...lines(quote.customerAddress)].filter((line) => line !== ''),
    columns: {
      code: 'Code',
      item: 'Item',
      style: 'Style / finish',
      size: 'Size (W × H × D)',
      quantity: 'Qty',
      unitPrice: 'Unit price',
      amount: 'Amount',
    },
    groups,
    totals: rows,
    unpricedNote: cart.hasUnpriced
      ? 'Items marked "Price on request" are not included in the total; they will be quoted separately.'
      : null,
    notes: lines(quote.notes),
    acceptance: `I accept this quote and its total of ${money(totals.totalCents)}.`,
  };
}
