/**
 * How a surface reflects light, one physically based material each in the 3D view: the finishes
 * of issue 15 (painted, stained wood, laminate, glass, stainless steel, enamelled appliances, stone
 * and quartz, wood and tile floors, backsplash tile, concrete) and the plain surfaces of the other
 * parts. The scene keeps one shared material per surface (and texture pattern), and each part's
 * colour rides on the instance, so the number of materials does not grow with finishes or models.
 */
export const PART_SURFACES = [
  'painted',
  'stainedWood',
  'laminate',
  'glass',
  'stainless',
  'enamel',
  'stone',
  'quartz',
  'woodFloor',
  'tileFloor',
  'backsplashTile',
  'concrete',
  'matte',
  'satin',
  'metal',
  'darkGlass',
  'lamp',
  'flat',
  'flatOverhead',
] as const;

export type PartSurface = (typeof PART_SURFACES)[number];

/**
 * The picture a surface is textured with, generated on the machine (never fetched). 'none' is a
 * plain surface in its colour.
 */
export const TEXTURE_PATTERNS = [
  'none',
  'woodGrain',
  'granite',
  'marble',
  'quartz',
  'brushed',
  'planks',
  'tiles',
  'checker',
  'subway',
  'concrete',
] as const;

export type TexturePattern = (typeof TEXTURE_PATTERNS)[number];

/** What a part looks like: its surface, its colour as 0xRRGGBB and the pattern laid on it. */
export interface PartAppearance {
  surface: PartSurface;
  color: number;
  /** The surface's own pattern (`surfacePattern`) when absent. */
  pattern?: TexturePattern;
}
