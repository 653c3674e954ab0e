import type { CatalogModelInput } from '@kitchensync/schemas';
import { boxInches } from './seedModelParts';

/** [subcategory, code, name, width, height, depth (inches), price, locked on the free plan] */
type FurnitureRow = readonly [string, string, string, number, number, number, number, boolean];

const ROWS: readonly FurnitureRow[] = [
  ['sofa', 'SOFA84', 'Three-seat Sofa', 84, 34, 38, 1299, false],
  ['sofa', 'LOVE60', 'Loveseat', 60, 34, 36, 899, false],
  ['bed', 'BEDQ', 'Queen Bed', 64, 42, 86, 999, false],
  ['bed', 'BEDT', 'Twin Bed', 42, 40, 80, 549, false],
  ['chair', 'CHD', 'Dining Chair', 18, 36, 21, 149, false],
  ['chair', 'CHB', 'Counter Stool', 17, 38, 19, 179, false],
  ['chair', 'CHA', 'Armchair', 32, 34, 34, 649, true],
  ['extended sofa', 'SECT110', 'L-shaped Sectional', 110, 34, 84, 2499, true],
  ['comfort bed', 'BEDK', 'King Upholstered Bed', 80, 48, 88, 1799, true],
  ['cushion bed', 'DAYB', 'Cushioned Daybed', 80, 32, 42, 899, true],
  ['table', 'TBD72', 'Dining Table 72"', 72, 30, 36, 899, false],
  ['table', 'TBR42', 'Round Dining Table 42"', 42, 30, 42, 599, false],
  ['table', 'TBC48', 'Coffee Table', 48, 18, 24, 349, false],
  ['table', 'TBI60', 'Kitchen Island Table 60"', 60, 36, 30, 1199, true],
];

export const SEED_FURNITURE: readonly CatalogModelInput[] = ROWS.map(
  ([subcategory, code, name, width, height, depth, price, locked]) => {
    const dimensions = boxInches(width, height, depth);
    return {
      catalogModelId: code.toLowerCase(),
      name,
      code,
      type: 'furniture',
      subcategory,
      description: `${name}, ${width}" W x ${height}" H x ${depth}" D`,
      price,
      dimensions,
      defaultDimensions: dimensions,
      searchKeywords: [code, subcategory],
      locked,
    };
  },
);
