import { WALL_CABINET_HEIGHTS_IN, type CatalogModelInput } from '@kitchensync/schemas';
import { seedCabinet, type CabinetRow } from './seedCabinet';
import { sizes } from './seedModelParts';

/** Wall cabinets are 12" deep and hang with their bottom 54" above the floor (spec 001 section 9). */
export const WALL_DEPTH_IN = 12;
const HANG_IN = 54;

const wall = (row: Omit<CabinetRow, 'depth'> & Partial<CabinetRow>): CabinetRow => ({
  depth: WALL_DEPTH_IN,
  defaultHeight: HANG_IN,
  ...row,
});

const rows: CabinetRow[] = [
  ...WALL_CABINET_HEIGHTS_IN.flatMap((height) =>
    sizes(9, 36, 3).map((width) =>
      wall({
        subcategory: String(height),
        code: `W${width}${height}`,
        name: `Wall ${width}" x ${height}"`,
        width,
        height,
        price: 60 + 4.2 * width + 2.5 * height,
        description: `${width > 21 ? 'Two-door' : 'One-door'} wall cabinet with adjustable shelves`,
      }),
    ),
  ),
  ...[30, 33, 36].flatMap((width) =>
    [12, 15, 18, 24].map((height) =>
      wall({
        subcategory: 'fridge',
        code: `W${width}${height}24`,
        name: `Refrigerator Wall ${width}" x ${height}"`,
        width,
        height,
        depth: 24,
        defaultHeight: 96 - height - 12,
        price: 140 + 3.5 * width + 3 * height,
        description: '24" deep wall cabinet to sit above a refrigerator',
        searchKeywords: ['refrigerator', 'fridge'],
      }),
    ),
  ),
  ...[30, 33, 36].flatMap((width) =>
    [12, 15, 18].map((height) =>
      wall({
        subcategory: 'bridge',
        code: `WB${width}${height}`,
        name: `Bridge Wall ${width}" x ${height}"`,
        width,
        height,
        price: 90 + 3 * width + 2.5 * height,
        description: 'Short wall cabinet to bridge a hood, window or range',
        searchKeywords: ['bridge'],
      }),
    ),
  ),
  wall({
    subcategory: 'specialty',
    code: 'WDC2430',
    name: 'Diagonal Corner Wall 24" x 30"',
    width: 24,
    height: 30,
    depth: 24,
    price: 340,
    searchKeywords: ['corner', 'diagonal'],
  }),
  ...[30, 36, 42].map((height) =>
    wall({
      subcategory: 'specialty',
      code: `W30${height}G`,
      name: `Glass Door Wall 30" x ${height}"`,
      width: 30,
      height,
      price: 290 + 4 * height,
      description: 'Two glass doors with a finished interior',
      programKeys: ['glass'],
      searchKeywords: ['glass'],
      locked: height === 42,
    }),
  ),
  wall({
    subcategory: 'specialty',
    code: 'WMS3018',
    name: 'Microwave Shelf Wall 30" x 18"',
    width: 30,
    height: 18,
    price: 260,
    searchKeywords: ['microwave'],
  }),
  wall({
    subcategory: 'specialty',
    code: 'WWR3030',
    name: 'Wine Rack Wall 30" x 30"',
    width: 30,
    height: 30,
    price: 310,
  }),
  ...WALL_CABINET_HEIGHTS_IN.map((height) =>
    wall({
      subcategory: 'filler',
      code: `WF3${height}`,
      name: `Wall Filler 3" x ${height}"`,
      width: 3,
      height,
      depth: 0.75,
      price: 18 + height / 2,
    }),
  ),
];

export const SEED_WALL_CABINETS: readonly CatalogModelInput[] = rows.map((row) => seedCabinet('wall', row));
