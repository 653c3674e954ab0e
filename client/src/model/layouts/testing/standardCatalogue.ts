import {
  CatalogModelSchema,
  PROGRAM_KEYS,
  inches,
  type CatalogModel,
  type ModelType,
} from '@kitchensync/schemas';

const STYLES = ['shaker-white', 'gray-flat'];

function cabinet(
  type: ModelType,
  subcategory: string,
  code: string,
  [width, height, depth]: [number, number, number],
  extra: { defaultHeight?: number; programKeys?: string[]; searchKeywords?: string[]; locked?: boolean } = {},
): CatalogModel {
  const dimensions = { width: inches(width), height: inches(height), depth: inches(depth) };
  return CatalogModelSchema.parse({
    catalogModelId: code.toLowerCase(),
    name: code,
    code,
    type,
    subcategory,
    styles: STYLES.map((catalogStyleId, index) => ({
      catalogStyleId,
      name: catalogStyleId,
      price: 100 + width + index * 10,
      edges: `edge-${catalogStyleId}`,
      back: `back-${catalogStyleId}`,
    })),
    defaultHeight: inches(extra.defaultHeight ?? 0),
    dimensions,
    defaultDimensions: dimensions,
    programKeys: extra.programKeys ?? [],
    searchKeywords: [code, ...(extra.searchKeywords ?? [])],
    locked: extra.locked ?? false,
  });
}

const widths = (from: number, to: number) =>
  Array.from({ length: (to - from) / 3 + 1 }, (_, i) => from + 3 * i);

/**
 * A catalogue shaped like the api's default one (sizes, subcategories, program keys), in two
 * styles, for tests that need real catalogue models without a server.
 */
export const STANDARD_CATALOGUE: CatalogModel[] = [
  ...widths(9, 48).map((width) => cabinet('base', 'regular', `B${width}`, [width, 34.5, 24])),
  ...[30, 36, 40, 42].flatMap((height) =>
    widths(9, 36).map((width) =>
      cabinet('wall', String(height), `W${width}${height}`, [width, height, 12], { defaultHeight: 54 }),
    ),
  ),
  cabinet('base', 'corner', 'BBC36', [36, 34.5, 24], { searchKeywords: ['corner'] }),
  cabinet('base', 'corner', 'LSB33', [33, 34.5, 33], { programKeys: [PROGRAM_KEYS.diagonalCorner] }),
  cabinet('base', 'corner', 'LSB36', [36, 34.5, 36], { programKeys: [PROGRAM_KEYS.diagonalCorner] }),
  cabinet('wall', 'specialty', 'WDC2430', [24, 30, 24], {
    defaultHeight: 54,
    searchKeywords: ['corner', 'diagonal'],
  }),
  cabinet('wall', 'specialty', 'W3042G', [30, 42, 12], { defaultHeight: 54, locked: true }),
  cabinet('base', 'filler', 'BF3', [3, 34.5, 0.75]),
  cabinet('base', 'filler', 'BF6', [6, 34.5, 0.75]),
  ...[30, 36, 40, 42].map((height) =>
    cabinet('wall', 'filler', `WF3${height}`, [3, height, 0.75], { defaultHeight: 54 }),
  ),
];
