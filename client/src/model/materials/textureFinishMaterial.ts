import type { TextureCategory } from '@kitchensync/schemas';
import type { FinishMaterial } from './FinishMaterial';

/** Where a catalogue texture is laid: the countertop, the floor, the backsplash or the ceiling. */
export type TexturePlace = TextureCategory;

interface Rule {
  words: RegExp;
  material: FinishMaterial;
}

const COUNTERTOP: readonly Rule[] = [
  { words: /quartz|quartzite|solid surface/, material: { surface: 'quartz', pattern: 'quartz' } },
  {
    words: /marble|calacatta|carrara|marquina|soapstone|statuario/,
    material: { surface: 'stone', pattern: 'marble' },
  },
  { words: /granite|stone/, material: { surface: 'stone', pattern: 'granite' } },
  {
    words: /butcher|wood|maple|oak|walnut|block/,
    material: { surface: 'stainedWood', pattern: 'woodGrain' },
  },
  { words: /laminate|formica/, material: { surface: 'laminate', pattern: 'none' } },
  { words: /concrete|cement/, material: { surface: 'concrete', pattern: 'concrete' } },
];

const FLOORING: readonly Rule[] = [
  { words: /checker/, material: { surface: 'tileFloor', pattern: 'checker' } },
  {
    words: /tile|porcelain|ceramic|slate|marble|travertine|stone/,
    material: { surface: 'tileFloor', pattern: 'tiles' },
  },
  {
    words: /oak|walnut|maple|hickory|plank|wood|herringbone|parquet|laminate|vinyl/,
    material: { surface: 'woodFloor', pattern: 'planks' },
  },
  { words: /concrete|cement|epoxy/, material: { surface: 'concrete', pattern: 'concrete' } },
];

const BACKSPLASH: readonly Rule[] = [
  { words: /stainless|steel|metal/, material: { surface: 'stainless', pattern: 'brushed' } },
  { words: /subway|brick/, material: { surface: 'backsplashTile', pattern: 'subway' } },
  {
    words: /hex|zellige|herringbone|tile|ceramic|mosaic|marble/,
    material: { surface: 'backsplashTile', pattern: 'tiles' },
  },
];

const CEILING: readonly Rule[] = [
  { words: /\btin\b|metal/, material: { surface: 'metal', pattern: 'none' } },
  { words: /beadboard|wood/, material: { surface: 'painted', pattern: 'none' } },
];

const RULES: Readonly<Record<TexturePlace, readonly Rule[]>> = {
  countertop: COUNTERTOP,
  flooring: FLOORING,
  backsplash: BACKSPLASH,
  ceiling: CEILING,
};

/** What each place falls back to for a texture whose words say nothing known: a plain surface. */
const FALLBACK: Readonly<Record<TexturePlace, FinishMaterial>> = {
  countertop: { surface: 'quartz', pattern: 'none' },
  flooring: { surface: 'concrete', pattern: 'none' },
  backsplash: { surface: 'backsplashTile', pattern: 'none' },
  ceiling: { surface: 'painted', pattern: 'none' },
};

/**
 * The material a catalogue texture (countertop, flooring, backsplash, ceiling) is drawn with, read
 * from the words of its id, name and picker categories ("ct-granite-black", "White Oak Plank",
 * ["marble", "light"]), so the design's countertop and flooring, which keep only the id, map as the
 * catalogue entry does. A texture whose words say nothing known is a plain surface of its place.
 */
export function textureFinishMaterial(
  place: TexturePlace,
  texture: { id: string; name?: string; subcategory?: readonly string[] },
): FinishMaterial {
  const words = [texture.id, texture.name ?? '', ...(texture.subcategory ?? [])].join(' ').toLowerCase();
  return RULES[place].find((rule) => rule.words.test(words))?.material ?? FALLBACK[place];
}
