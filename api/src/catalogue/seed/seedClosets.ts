import type { CatalogModelInput } from '@kitchensync/schemas';
import { seedCabinet, type CabinetRow } from './seedCabinet';

/** Closet sections are 14" deep and 84" high; garage cabinets are kitchen-base sized. */
const CLOSET_DEPTH_IN = 14;
const CLOSET_HEIGHT_IN = 84;

const closet = (row: Omit<CabinetRow, 'height' | 'depth'> & Partial<CabinetRow>): CabinetRow => ({
  height: CLOSET_HEIGHT_IN,
  depth: CLOSET_DEPTH_IN,
  ...row,
});

const rows: CabinetRow[] = [
  ...[18, 24, 30, 36].map((width) =>
    closet({
      subcategory: 'shelves',
      code: `CS${width}`,
      name: `Shelf Tower ${width}"`,
      width,
      price: 160 + 5 * width,
    }),
  ),
  ...[24, 30, 36].flatMap((width) => [
    closet({
      subcategory: 'hanging',
      code: `CDH${width}`,
      name: `Double Hang ${width}"`,
      width,
      price: 150 + 4 * width,
    }),
    closet({
      subcategory: 'hanging',
      code: `CLH${width}`,
      name: `Long Hang ${width}"`,
      width,
      price: 140 + 4 * width,
    }),
  ]),
  ...[24, 30].map((width) =>
    closet({
      subcategory: 'pull out rack',
      code: `CPR${width}`,
      name: `Pants Pull-out Rack ${width}"`,
      width,
      height: 8,
      price: 190 + 3 * width,
      defaultHeight: 30,
    }),
  ),
  ...[24, 30, 36].map((width) =>
    closet({
      subcategory: 'drawer bases',
      code: `CDB${width}`,
      name: `Closet Drawer Base ${width}"`,
      width,
      height: 30,
      price: 280 + 8 * width,
    }),
  ),
  ...[18, 24].map((width) =>
    closet({
      subcategory: 'closet doors',
      code: `CD${width}`,
      name: `Closet Door ${width}"`,
      width,
      depth: 0.75,
      price: 90 + 3 * width,
    }),
  ),
  ...[18, 24].map((width) =>
    closet({
      subcategory: 'glass doors',
      code: `CGD${width}`,
      name: `Glass Closet Door ${width}"`,
      width,
      depth: 0.75,
      price: 160 + 4 * width,
      programKeys: ['glass'],
      locked: width === 24,
    }),
  ),
  ...[24, 30, 36].map((width) =>
    closet({
      subcategory: 'knee space',
      code: `CKS${width}`,
      name: `Knee Space ${width}"`,
      width,
      height: 30,
      depth: 24,
      price: 70 + 2 * width,
    }),
  ),
  ...[24, 30, 36].map((width) =>
    closet({
      subcategory: 'garage drawers',
      code: `GDB${width}`,
      name: `Garage Drawer Base ${width}"`,
      width,
      height: 34.5,
      depth: 24,
      price: 320 + 9 * width,
    }),
  ),
  ...[24, 30, 36].map((width) =>
    closet({
      subcategory: 'garage doors',
      code: `GBD${width}`,
      name: `Garage Door Base ${width}"`,
      width,
      height: 34.5,
      depth: 24,
      price: 220 + 7 * width,
    }),
  ),
  ...[24, 30].map((width) =>
    closet({
      subcategory: 'wall pantries',
      code: `CWP${width}`,
      name: `Wall Pantry ${width}"`,
      width,
      depth: 12,
      price: 340 + 9 * width,
    }),
  ),
  ...[15, 18, 24].map((width) =>
    closet({
      subcategory: 'desk bases',
      code: `DKB${width}`,
      name: `Desk Drawer Base ${width}"`,
      width,
      height: 30,
      depth: 24,
      price: 230 + 8 * width,
    }),
  ),
  closet({
    subcategory: 'accessories',
    code: 'CVR12',
    name: 'Valet Rod 12"',
    width: 12,
    height: 2,
    depth: 2,
    price: 45,
    defaultHeight: 60,
  }),
  closet({
    subcategory: 'accessories',
    code: 'CTR14',
    name: 'Tie and Belt Rack 14"',
    width: 3,
    height: 14,
    depth: 14,
    price: 65,
    defaultHeight: 40,
  }),
  closet({
    subcategory: 'accessories',
    code: 'CJT24',
    name: 'Jewelry Tray 24"',
    width: 24,
    height: 2,
    depth: 14,
    price: 85,
    defaultHeight: 30,
    locked: true,
  }),
];

export const SEED_CLOSETS: readonly CatalogModelInput[] = rows.map((row) => seedCabinet('closets', row));
