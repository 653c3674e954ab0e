import { inches, type CatalogModelInput } from '@kitchensync/schemas';
import { boxInches } from './seedModelParts';

interface AccessoryRow {
  readonly code: string;
  readonly name: string;
  readonly size: readonly [number, number, number];
  readonly price: number;
}

/** Trim and panels sold by the piece; the wizards and the cart count moldings by length. */
const ACCESSORIES: readonly AccessoryRow[] = [
  { code: 'CM8', name: "Crown Molding 8'", size: [96, 3.5, 3.5], price: 68 },
  { code: 'LR8', name: "Light Rail Molding 8'", size: [96, 1.5, 0.75], price: 42 },
  { code: 'TK8', name: "Toe Kick 8'", size: [96, 4.5, 0.25], price: 24 },
  { code: 'SM8', name: "Scribe Molding 8'", size: [96, 0.75, 0.25], price: 14 },
  { code: 'BEP24', name: 'Base End Panel', size: [0.75, 34.5, 24], price: 96 },
  { code: 'WEP1242', name: 'Wall End Panel 42"', size: [0.75, 42, 12], price: 84 },
  { code: 'FS36', name: 'Floating Shelf 36"', size: [36, 1.5, 10], price: 78 },
];

const UNCATEGORIZED: readonly AccessoryRow[] = [
  { code: 'BOX24', name: 'Custom Box', size: [24, 24, 24], price: 0 },
  { code: 'COL12', name: 'Structural Column', size: [12, 96, 12], price: 0 },
];

function seedItem(type: 'accessory' | 'uncategorized', row: AccessoryRow): CatalogModelInput {
  const dimensions = boxInches(...row.size);
  return {
    catalogModelId: row.code.toLowerCase(),
    name: row.name,
    code: row.code,
    type,
    description: row.name,
    price: row.price,
    defaultHeight: type === 'accessory' ? inches(36) : 0,
    dimensions,
    defaultDimensions: dimensions,
    searchKeywords: [row.code],
  };
}

export const SEED_ACCESSORIES: readonly CatalogModelInput[] = [
  ...ACCESSORIES.map((row) => seedItem('accessory', row)),
  ...UNCATEGORIZED.map((row) => seedItem('uncategorized', row)),
];
