import type { PartSurface, TexturePattern } from '../modelParts/PartSurface';

/**
 * The pattern a surface shows when its finish names none: wood shows its grain, stainless steel
 * its brushing, stone its speckle, floors their planks or tiles; painted, laminate, enamel, glass
 * and the plain surfaces none.
 */
const PATTERNS: Readonly<Record<PartSurface, TexturePattern>> = {
  painted: 'none',
  stainedWood: 'woodGrain',
  laminate: 'none',
  glass: 'none',
  stainless: 'brushed',
  enamel: 'none',
  stone: 'granite',
  quartz: 'quartz',
  woodFloor: 'planks',
  tileFloor: 'tiles',
  backsplashTile: 'subway',
  concrete: 'concrete',
  matte: 'none',
  satin: 'none',
  metal: 'none',
  darkGlass: 'none',
  lamp: 'none',
  flat: 'none',
  flatOverhead: 'none',
};

export function surfacePattern(surface: PartSurface): TexturePattern {
  return PATTERNS[surface];
}
