import type { CatalogModelInput } from '@kitchensync/schemas';
import { seedCabinet, type CabinetRow } from './seedCabinet';

/** Tall cabinets reach 84, 90 or 96 inches (to the top of 30, 36 or 42 inch wall cabinets) and are 24" deep. */
export const TALL_HEIGHTS_IN = [84, 90, 96] as const;
const TALL_DEPTH_IN = 24;

const rows: CabinetRow[] = TALL_HEIGHTS_IN.flatMap((height) => [
  ...[18, 24, 30, 36].map((width) => ({
    subcategory: 'pantry',
    code: `P${width}${height}`,
    name: `Pantry ${width}" x ${height}"`,
    width,
    height,
    depth: TALL_DEPTH_IN,
    price: 380 + 12 * width + 3 * height,
    description: 'Tall pantry with roll-out trays behind the lower doors',
    searchKeywords: ['pantry', 'tall'],
  })),
  ...[27, 30, 33].flatMap((width) => [
    {
      subcategory: 'oven',
      code: `OS${width}${height}`,
      name: `Single Oven Tall ${width}" x ${height}"`,
      width,
      height,
      depth: TALL_DEPTH_IN,
      price: 520 + 11 * width + 3 * height,
      description: 'Tall cabinet with an opening for one wall oven',
      searchKeywords: ['oven'],
    },
    {
      subcategory: 'oven',
      code: `OD${width}${height}`,
      name: `Double Oven Tall ${width}" x ${height}"`,
      width,
      height,
      depth: TALL_DEPTH_IN,
      price: 480 + 11 * width + 3 * height,
      description: 'Tall cabinet with an opening for a double wall oven or oven and microwave',
      searchKeywords: ['oven', 'microwave'],
      locked: width === 33,
    },
  ]),
  ...[3, 6].map((width) => ({
    subcategory: 'filler',
    code: `TF${width}${height}`,
    name: `Tall Filler ${width}" x ${height}"`,
    width,
    height,
    depth: 0.75,
    price: 40 + 6 * width,
  })),
]);

export const SEED_TALL_CABINETS: readonly CatalogModelInput[] = rows.map((row) => seedCabinet('tall', row));
