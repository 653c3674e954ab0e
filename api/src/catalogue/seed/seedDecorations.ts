import { PROGRAM_KEYS, inches, type CatalogModelInput } from '@kitchensync/schemas';
import { boxInches } from './seedModelParts';

/**
 * [subcategory, code, name, width, height, depth, inches above the floor, price, locked]. Small
 * countertop pieces lift onto whatever they are dropped on; rugs lie under everything (spec 001
 * section 4).
 */
type DecorationRow = readonly [string, string, string, number, number, number, number, number, boolean];

const ROWS: readonly DecorationRow[] = [
  ['rug', 'RUG58', "Area Rug 5' x 8'", 60, 0.5, 96, 0, 189, false],
  ['rug', 'RUG810', "Area Rug 8' x 10'", 96, 0.5, 120, 0, 349, true],
  ['rug', 'RUNR', "Kitchen Runner 2' x 7'", 24, 0.4, 84, 0, 79, false],
  ['cat', 'CAT', 'Sleeping Cat', 16, 6, 10, 0, 0, false],
  ['sink', 'SNKF33', 'Farmhouse Sink 33"', 33, 10, 22, 27, 649, false],
  ['sink', 'SNKU30', 'Undermount Sink 30"', 30, 9, 18, 27, 399, false],
  ['sink', 'SNKV19', 'Vanity Basin 19"', 19, 7, 15, 29, 149, false],
  ['pot', 'POT', 'Stock Pot', 11, 8, 11, 36, 59, false],
  ['pitcher', 'PTCH', 'Glass Pitcher', 6, 10, 6, 36, 29, false],
  ['light', 'PEND', 'Pendant Light', 12, 14, 12, 72, 129, false],
  ['light', 'CHAN', 'Chandelier', 28, 24, 28, 66, 499, true],
  ['glass', 'WGLS', 'Wine Glasses (4)', 10, 9, 6, 36, 39, false],
  ['window', 'CURT', 'Window Curtain', 50, 84, 2, 12, 89, false],
  ['window', 'BLND', 'Roman Shade', 36, 48, 2, 48, 119, true],
  ['jar', 'JARS', 'Canister Set', 14, 9, 5, 36, 49, false],
  ['frame', 'FRM', 'Picture Frame 16" x 20"', 16, 20, 1, 60, 45, false],
  ['plant', 'PLNT', 'Potted Herb', 6, 10, 6, 36, 25, false],
  ['plant', 'FIG', 'Fiddle Leaf Fig', 24, 72, 24, 0, 149, true],
  ['vase', 'VASE', 'Ceramic Vase', 6, 12, 6, 36, 39, false],
  ['ceiling', 'FAN52', 'Ceiling Fan 52"', 52, 14, 52, 82, 249, false],
  ['ceiling', 'BEAM', "Ceiling Beam 12'", 144, 8, 6, 88, 399, true],
  ['wood panels', 'SLAT', 'Wood Slat Wall Panel', 24, 96, 1, 0, 179, false],
  ['other', 'BOWL', 'Fruit Bowl', 12, 4, 12, 36, 35, false],
  ['other', 'CBRD', 'Cutting Board', 18, 1, 12, 36, 29, false],
];

const LIFTING = new Set(['pot', 'pitcher', 'glass', 'jar', 'vase', 'other']);

export const SEED_DECORATIONS: readonly CatalogModelInput[] = ROWS.map(
  ([subcategory, code, name, width, height, depth, above, price, locked]) => {
    const dimensions = boxInches(width, height, depth);
    const programKeys =
      subcategory === 'rug'
        ? [PROGRAM_KEYS.noCollision]
        : LIFTING.has(subcategory) || (subcategory === 'plant' && above > 0)
          ? [PROGRAM_KEYS.liftOnCollision]
          : [];
    return {
      catalogModelId: `deco-${code.toLowerCase()}`,
      name,
      code,
      type: 'decoration',
      subcategory,
      description: name,
      price,
      defaultHeight: inches(above),
      dimensions,
      defaultDimensions: dimensions,
      programKeys,
      searchKeywords: [code, subcategory],
      locked,
    };
  },
);
