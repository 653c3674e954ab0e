import type { CatalogModelInput } from '@kitchensync/schemas';
import { seedCabinet, type CabinetRow } from './seedCabinet';

/** Bathroom vanities are 21" deep at the 34.5" comfort height of kitchen bases. */
const VANITY_DEPTH_IN = 21;
const VANITY_HEIGHT_IN = 34.5;

const vanity = (row: Omit<CabinetRow, 'height' | 'depth'> & Partial<CabinetRow>): CabinetRow => ({
  height: VANITY_HEIGHT_IN,
  depth: VANITY_DEPTH_IN,
  ...row,
});

const rows: CabinetRow[] = [
  ...[24, 30, 36, 42, 48].map((width) =>
    vanity({
      subcategory: 'sink',
      code: `VSB${width}`,
      name: `Vanity Sink Base ${width}"`,
      width,
      price: 140 + 6 * width,
      searchKeywords: ['bathroom', 'sink'],
    }),
  ),
  ...[12, 15, 18, 21, 24].map((width) =>
    vanity({
      subcategory: 'drawer',
      code: `VDB${width}`,
      name: `Vanity Drawer Base ${width}"`,
      width,
      price: 230 + 9 * width,
      searchKeywords: ['bathroom', 'drawers'],
    }),
  ),
  ...[36, 48, 60, 72].map((width) =>
    vanity({
      subcategory: 'combo',
      code: `VSD${width}`,
      name: `Vanity Sink and Drawers ${width}"`,
      width,
      price: 300 + 9 * width,
      description: 'Vanity with a sink section and a drawer bank in one box',
      searchKeywords: ['bathroom', 'sink', 'drawers'],
      locked: width === 72,
    }),
  ),
  ...[3, 6].map((width) =>
    vanity({
      subcategory: 'filler',
      code: `VF${width}`,
      name: `Vanity Filler ${width}"`,
      width,
      depth: 0.75,
      price: 18 + 4 * width,
    }),
  ),
];

export const SEED_VANITIES: readonly CatalogModelInput[] = rows.map((row) => seedCabinet('vanity', row));
