import { QuoteSchema } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import type { DesignCart } from './buildCart';
import { quoteCsv } from './quoteCsv';
import { quoteTotals } from './quoteTotals';

const INCH = 0.0254;

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
        {
          key: 'b36',
          group: 'cabinets',
          catalogModelId: 'b36',
          code: 'B36',
          name: 'Base 36", two doors',
          styleId: 'shaker-white',
          dimensions: { width: 36 * INCH, height: 34.5 * INCH, depth: 24 * INCH },
          quantity: 2,
          unit: 'piece',
          coveredLength: null,
          unitPriceCents: 42_050,
          amountCents: 84_100,
          modelIds: ['model_1', 'model_2'],
        },
      ],
    },
    {
      id: 'accessoriesAndMolding',
      label: 'Accessories and molding',
      subtotalCents: 6_800,
      hasUnpriced: true,
      lines: [
        {
          key: 'cm8',
          group: 'accessoriesAndMolding',
          catalogModelId: 'cm8',
          code: 'CM8',
          name: "Crown Molding 8'",
          styleId: null,
          dimensions: null,
          quantity: 1,
          unit: 'length',
          coveredLength: 2,
          unitPriceCents: 6_800,
          amountCents: 6_800,
          modelIds: [],
        },
        {
          key: 'kick',
          group: 'accessoriesAndMolding',
          catalogModelId: null,
          code: '',
          name: 'Toe kick',
          styleId: null,
          dimensions: null,
          quantity: 1,
          unit: 'length',
          coveredLength: 1,
          unitPriceCents: null,
          amountCents: null,
          modelIds: [],
        },
      ],
    },
  ],
};

describe('quoteCsv', () => {
  it('writes one row per line and the totals, quoting what needs it, sizes in the person’s unit, prices in the installation’s currency', () => {
    const quote = QuoteSchema.parse({ adjustmentPercent: -10, taxRatePercent: 5 });
    const csv = quoteCsv(cart, quote, quoteTotals(cart.totalCents, quote), 'inch', 'EUR');
    expect(csv.split('\r\n')).toEqual([
      'Group,Code,Item,Style,Width (in),Height (in),Depth (in),Quantity,Unit,Unit price (EUR),Amount (EUR)',
      'Cabinets,B36,"Base 36"", two doors",shaker-white,36,34.5,24,2,piece,420.50,841.00',
      "Accessories and molding,CM8,Crown Molding 8',,,,,1,piece (by length),68.00,68.00",
      'Accessories and molding,,Toe kick,,,,,1,piece (by length),,',
      'List total,,,,,,,,,,909.00',
      'Discount 10%,,,,,,,,,,-90.90',
      'Tax 5%,,,,,,,,,,40.91',
      'Total,,,,,,,,,,859.01',
      '',
    ]);
  });
});
