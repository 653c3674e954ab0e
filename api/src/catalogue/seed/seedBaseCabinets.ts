import { PROGRAM_KEYS, type CatalogModelInput } from '@kitchensync/schemas';
import { seedCabinet, type CabinetRow } from './seedCabinet';
import { sizes } from './seedModelParts';

/** Base cabinets stand 34.5" high (36" with a countertop) and 24" deep. */
export const BASE_HEIGHT_IN = 34.5;
export const BASE_DEPTH_IN = 24;

const base = (row: Omit<CabinetRow, 'height' | 'depth'> & Partial<CabinetRow>): CabinetRow => ({
  height: BASE_HEIGHT_IN,
  depth: BASE_DEPTH_IN,
  ...row,
});

const rows: CabinetRow[] = [
  ...sizes(9, 48, 3).map((width) =>
    base({
      subcategory: 'regular',
      code: `B${width}`,
      name: `Base ${width}"`,
      width,
      price: 150 + 8 * width,
      description: `${width > 21 ? 'Two-door' : 'One-door'} base cabinet with one drawer and an adjustable shelf`,
      searchKeywords: ['door', 'shelf'],
    }),
  ),
  ...[24, 27, 30, 33, 36, 39, 42, 48].map((width) =>
    base({
      subcategory: 'sink',
      code: `SB${width}`,
      name: `Sink Base ${width}"`,
      width,
      price: 120 + 6.5 * width,
      description: 'Sink base with false drawer front and open interior for plumbing',
      searchKeywords: ['sink', 'plumbing'],
    }),
  ),
  ...sizes(12, 36, 3).map((width) =>
    base({
      subcategory: 'drawer',
      code: `DB${width}`,
      name: `Three Drawer Base ${width}"`,
      width,
      price: 240 + 10 * width,
      description: 'Three-drawer base with full-extension soft-close slides',
      searchKeywords: ['drawers'],
    }),
  ),
  ...[36, 39, 42, 45, 48].map((width) =>
    base({
      subcategory: 'corner',
      code: `BBC${width}`,
      name: `Blind Corner Base ${width}"`,
      width,
      price: 260 + 7 * width,
      description: 'Blind corner base; the blind side goes into the corner',
      searchKeywords: ['corner', 'blind'],
    }),
  ),
  ...[33, 36].map((width) =>
    base({
      subcategory: 'corner',
      code: `LSB${width}`,
      name: `Lazy Susan Corner Base ${width}"`,
      width,
      depth: width,
      price: 420 + 8 * width,
      description: 'Corner base with bi-fold doors and two revolving shelves',
      programKeys: [PROGRAM_KEYS.diagonalCorner],
      searchKeywords: ['corner', 'lazy susan'],
    }),
  ),
  base({
    subcategory: 'corner',
    code: 'DCB36',
    name: 'Diagonal Corner Base 36"',
    width: 36,
    depth: 36,
    price: 480,
    programKeys: [PROGRAM_KEYS.diagonalCorner],
    searchKeywords: ['corner', 'diagonal'],
  }),
  base({ subcategory: 'specialty', code: 'BSR9', name: 'Spice Pull-out Base 9"', width: 9, price: 310 }),
  base({ subcategory: 'specialty', code: 'BTD9', name: 'Tray Divider Base 9"', width: 9, price: 240 }),
  base({ subcategory: 'specialty', code: 'WRB12', name: 'Wine Rack Base 12"', width: 12, price: 290 }),
  base({
    subcategory: 'specialty',
    code: 'BWB18',
    name: 'Waste Bin Pull-out Base 18"',
    width: 18,
    price: 390,
    searchKeywords: ['trash', 'recycling'],
  }),
  base({
    subcategory: 'specialty',
    code: 'MWB30',
    name: 'Microwave Drawer Base 30"',
    width: 30,
    price: 360,
    searchKeywords: ['microwave'],
  }),
  base({
    subcategory: 'specialty',
    code: 'BPO15',
    name: 'Roll-out Pantry Base 15"',
    width: 15,
    price: 420,
    locked: true,
  }),
  ...[3, 6].map((width) =>
    base({
      subcategory: 'filler',
      code: `BF${width}`,
      name: `Base Filler ${width}"`,
      width,
      depth: 0.75,
      price: 20 + 4 * width,
      description: 'Filler strip to close a gap between a base cabinet and a wall or appliance',
    }),
  ),
];

export const SEED_BASE_CABINETS: readonly CatalogModelInput[] = rows.map((row) => seedCabinet('base', row));
