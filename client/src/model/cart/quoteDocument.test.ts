import { QuoteSchema } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import type { DesignCart } from './buildCart';
import type { CartLine } from './CartLine';
import { quoteDocument, type QuoteDocumentInput } from './quoteDocument';
import { quoteTotals } from './quoteTotals';

const INCH = 0.0254;

const line = (fields: Partial<CartLine> & Pick<CartLine, 'key' | 'group'>): CartLine => ({
  catalogModelId: null,
  code: '',
  name: '',
  styleId: null,
  dimensions: null,
  quantity: 1,
  unit: 'piece',
  coveredLength: null,
  unitPriceCents: null,
  amountCents: null,
  modelIds: [],
  ...fields,
});

const cart: DesignCart = {
  totalCents: 84_100 + 6_800,
  hasUnpriced: true,
  groups: [
    {
      id: 'cabinets',
      label: 'Cabinets',
      subtotalCents: 84_100,
      hasUnpriced: false,
      lines: [
        line({
          key: 'b36',
          group: 'cabinets',
          code: 'B36',
          name: 'Base 36", two doors',
          styleId: 'shaker-white',
          dimensions: { width: 36 * INCH, height: 34.5 * INCH, depth: 24 * INCH },
          quantity: 2,
          unitPriceCents: 42_050,
          amountCents: 84_100,
        }),
      ],
    },
    {
      id: 'accessoriesAndMolding',
      label: 'Accessories and molding',
      subtotalCents: 6_800,
      hasUnpriced: false,
      lines: [
        line({
          key: 'cm8',
          group: 'accessoriesAndMolding',
          code: 'CM8',
          name: "Crown Molding 8'",
          unit: 'length',
          coveredLength: 72 * INCH,
          unitPriceCents: 6_800,
          amountCents: 6_800,
        }),
      ],
    },
    {
      id: 'flooring',
      label: 'Flooring',
      subtotalCents: 0,
      hasUnpriced: true,
      lines: [line({ key: 'oak', group: 'flooring', name: 'Oak', unit: 'area', quantity: 12.5 })],
    },
  ],
};

function input(quoteFields: Parameters<typeof QuoteSchema.parse>[0]): QuoteDocumentInput {
  const quote = QuoteSchema.parse(quoteFields);
  return {
    cart,
    quote,
    totals: quoteTotals(cart.totalCents, quote),
    designName: 'Byron kitchen',
    unit: 'inch',
    currency: 'USD',
    issuedOn: '2026-11-26',
    styleName: (id) => (id === 'shaker-white' ? 'Shaker White' : id),
    signedIn: { name: 'Grace Hopper', email: 'grace@example.com' },
  };
}

describe('quoteDocument', () => {
  it('prints every cart line with its code, style name, size in the person’s unit, quantity and prices, and each group’s subtotal', () => {
    const document = quoteDocument(input({}));
    expect(document.groups).toEqual([
      {
        label: 'Cabinets',
        subtotal: '$841.00',
        lines: [
          {
            code: 'B36',
            item: 'Base 36", two doors',
            style: 'Shaker White',
            size: '36 × 34 1/2 × 24 in',
            quantity: '2',
            unitPrice: '$420.50',
            amount: '$841.00',
          },
        ],
      },
      {
        label: 'Accessories and molding',
        subtotal: '$68.00',
        lines: [
          {
            code: 'CM8',
            item: "Crown Molding 8'",
            style: '',
            size: 'covers 72 in',
            quantity: '1',
            unitPrice: '$68.00',
            amount: '$68.00',
          },
        ],
      },
      {
        label: 'Flooring',
        subtotal: '$0.00',
        lines: [
          {
            code: '',
            item: 'Oak',
            style: '',
            size: '',
            quantity: '12.5 m²',
            unitPrice: '',
            amount: 'Price on request',
          },
        ],
      },
    ]);
    expect(document.unpricedNote).toMatch(/Price on request.*not included in the total/);
  });

  it('ends with the same totals as the CSV: list, discount, the total after it, tax and the total, each from the rounded one before', () => {
    // 909.00 − 10% = −90.90 → 818.10; tax 8.25% of 818.10 = 67.49325 → 67.49; total 885.59.
    const document = quoteDocument(input({ adjustmentPercent: -10, taxRatePercent: 8.25 }));
    expect(document.totals).toEqual([
      { label: 'List total', amount: '$909.00', grand: false },
      { label: 'Discount 10%', amount: '-$90.90', grand: false },
      { label: 'Total after discount', amount: '$818.10', grand: false },
      { label: 'Tax 8.25%', amount: '$67.49', grand: false },
      { label: 'Total (USD)', amount: '$885.59', grand: true },
    ]);
    expect(document.acceptance).toBe('I accept this quote and its total of $885.59.');
  });

  it('shows no discount lines without one, and prints amounts in the installation’s currency, by code where asked', () => {
    const euros = quoteDocument({ ...input({ taxRatePercent: 20 }), currency: 'EUR' });
    expect(euros.totals.map((total) => `${total.label} ${total.amount}`)).toEqual([
      'List total €909.00',
      'Tax 20% €181.80',
      'Total (EUR) €1,090.80',
    ]);
    const coded = quoteDocument({ ...input({}), currency: 'EUR', currencyDisplay: 'code' });
    expect(coded.groups[0]?.lines[0]?.amount).toBe('EUR\u00a0841.00');
  });

  it('names the customer and the designer from the quote, dates it, and falls back to the signed-in person as designer', () => {
    const filled = quoteDocument(
      input({
        customerName: ' Ada Byron ',
        customerAddress: '12 Harbour Road\n\nPortsmouth ',
        designerName: 'Harbour Kitchens',
        designerContact: '+44 23 9200 0000\ninfo@harbour.example',
        notes: 'Install in March.\nDoors soft-close.',
        validUntil: '2027-01-31',
      }),
    );
    expect(filled.customer).toEqual(['Ada Byron', '12 Harbour Road', 'Portsmouth']);
    expect(filled.designer).toEqual(['Harbour Kitchens', '+44 23 9200 0000', 'info@harbour.example']);
    expect(filled.notes).toEqual(['Install in March.', 'Doors soft-close.']);
    expect(filled.issuedOn).toBe('November 26, 2026');
    expect(filled.validUntil).toBe('January 31, 2027');
    expect(filled.reference).toBe('Byron kitchen');

    const empty = quoteDocument(input({}));
    expect(empty.designer).toEqual(['Grace Hopper', 'grace@example.com']);
    expect(empty.customer).toEqual([]);
    expect(empty.validUntil).toBeNull();
    expect(quoteDocument({ ...input({}), signedIn: null }).designer).toEqual([]);
  });
});
