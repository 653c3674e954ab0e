import { inches, type TextureCategory, type TextureInput } from '@kitchensync/schemas';

/**
 * [id, name, colour, roughness, tile size in inches (how far one repeat of the image reaches), locked].
 * The live view uses the flat colour; renders use the image map at the tile size.
 */
type TextureRow = readonly [string, string, string, number, number, boolean];

const FLOORING: readonly TextureRow[] = [
  ['floor-white-oak', 'White Oak Plank', '#c8a97e', 0.6, 48, false],
  ['floor-walnut', 'Walnut Plank', '#6b4a33', 0.55, 48, false],
  ['floor-gray-oak', 'Weathered Gray Oak', '#9c968c', 0.6, 48, false],
  ['floor-porcelain-12', 'White Porcelain 12" Tile', '#ecebe7', 0.3, 12, false],
  ['floor-slate-24', 'Slate 24" Tile', '#4d5257', 0.7, 24, true],
  ['floor-herringbone', 'Herringbone Oak', '#b58b5a', 0.5, 36, true],
  ['floor-concrete', 'Polished Concrete', '#a7a7a2', 0.25, 96, false],
  ['floor-checker', 'Black and White Checker', '#7f7f7f', 0.35, 24, true],
];

const BACKSPLASH: readonly TextureRow[] = [
  ['bs-subway-white', 'White Subway 3" x 6"', '#f4f3ef', 0.2, 12, false],
  ['bs-subway-gray', 'Gray Subway 3" x 6"', '#b9bcbd', 0.2, 12, false],
  ['bs-hex-marble', 'Marble Hexagon', '#e7e4df', 0.25, 12, true],
  ['bs-zellige-green', 'Green Zellige', '#4f7a64', 0.3, 16, true],
  ['bs-herringbone', 'Herringbone Ceramic', '#dcd6cc', 0.25, 12, false],
  ['bs-stainless', 'Stainless Steel Sheet', '#c9cbcc', 0.35, 48, false],
];

const CEILING: readonly TextureRow[] = [
  ['ceil-flat-white', 'Flat White', '#f7f7f5', 0.9, 96, false],
  ['ceil-beadboard', 'Beadboard', '#efeee8', 0.7, 24, false],
  ['ceil-tin', 'Pressed Tin', '#b7b3aa', 0.4, 24, true],
];

function seedTexture(
  category: TextureCategory,
  [id, name, color, roughness, tile, locked]: TextureRow,
): TextureInput {
  const repeat = 1 / inches(tile);
  return {
    id,
    name,
    category,
    locked,
    flooringRepeat: { x: repeat, z: repeat, mirrored: false },
    app: { color, roughness, metalness: id.includes('stainless') ? 0.8 : 0 },
    render: {
      color,
      roughness,
      metalness: id.includes('stainless') ? 0.8 : 0,
      map: `/catalogue/textures/${id}.jpg`,
    },
  };
}

export const SEED_TEXTURES: readonly TextureInput[] = [
  ...FLOORING.map((row) => seedTexture('flooring', row)),
  ...BACKSPLASH.map((row) => seedTexture('backsplash', row)),
  ...CEILING.map((row) => seedTexture('ceiling', row)),
];
