import { describe, expect, it } from 'vitest';
import { PART_SURFACES, TEXTURE_PATTERNS } from '../modelParts/PartSurface';
import { applianceFinishMaterial } from './applianceFinishMaterial';
import { cabinetFinishMaterial } from './cabinetFinishMaterial';
import { surfacePattern } from './surfacePattern';
import { textureFinishMaterial } from './textureFinishMaterial';

describe('cabinetFinishMaterial', () => {
  // The default catalogue's collection finishes (api/src/catalogue/seed/seedCollections.ts).
  it.each([
    ['Painted white maple', 'painted', 'none'],
    ['Painted navy maple', 'painted', 'none'],
    ['Matte gray thermofoil', 'laminate', 'none'],
    ['Espresso woodgrain laminate', 'stainedWood', 'woodGrain'],
    ['Natural white oak veneer', 'stainedWood', 'woodGrain'],
  ])('draws the collection finish "%s" as %s with pattern %s', (finish, surface, pattern) => {
    expect(cabinetFinishMaterial(finish)).toEqual({ surface, pattern });
  });

  it('draws a finish that names no known material as painted', () => {
    expect(cabinetFinishMaterial('')).toEqual({ surface: 'painted', pattern: 'none' });
    expect(cabinetFinishMaterial('Sunset')).toEqual({ surface: 'painted', pattern: 'none' });
  });

  it('reads the finish by whole words, so "ash" in "brushed" or "oak" in "cloak" is no wood', () => {
    expect(cabinetFinishMaterial('Brushed white lacquer').surface).toBe('painted');
    expect(cabinetFinishMaterial('Cloak gray acrylic').surface).toBe('laminate');
    expect(cabinetFinishMaterial('Stained cherry').surface).toBe('stainedWood');
  });
});

describe('applianceFinishMaterial', () => {
  it('draws stainless steel brushed and metallic, black and white as enamel, panel-ready as stainless', () => {
    expect(applianceFinishMaterial('stainless steel')).toEqual({ surface: 'stainless', pattern: 'brushed' });
    expect(applianceFinishMaterial('black')).toEqual({ surface: 'enamel', pattern: 'none' });
    expect(applianceFinishMaterial('white')).toEqual({ surface: 'enamel', pattern: 'none' });
    expect(applianceFinishMaterial('appliances')).toEqual({ surface: 'stainless', pattern: 'brushed' });
  });
});

describe('textureFinishMaterial', () => {
  // The default catalogue's countertops, floorings, backsplashes and ceilings (api seed), by id and name.
  it.each([
    ['countertop', 'ct-quartz-white', 'Pure White Quartz', 'quartz', 'quartz'],
    ['countertop', 'ct-quartz-calacatta', 'Calacatta Quartz', 'quartz', 'quartz'],
    ['countertop', 'ct-granite-black', 'Absolute Black Granite', 'stone', 'granite'],
    ['countertop', 'ct-granite-sand', 'Santa Cecilia Granite', 'stone', 'granite'],
    ['countertop', 'ct-marble-carrara', 'Carrara Marble', 'stone', 'marble'],
    ['countertop', 'ct-marble-nero', 'Nero Marquina Marble', 'stone', 'marble'],
    ['countertop', 'ct-butcher-maple', 'Maple Butcher Block', 'stainedWood', 'woodGrain'],
    ['countertop', 'ct-laminate-gray', 'Gray Laminate', 'laminate', 'none'],
    ['countertop', 'ct-concrete', 'Honed Concrete', 'concrete', 'concrete'],
    ['countertop', 'ct-soapstone', 'Soapstone', 'stone', 'marble'],
    ['flooring', 'floor-white-oak', 'White Oak Plank', 'woodFloor', 'planks'],
    ['flooring', 'floor-walnut', 'Walnut Plank', 'woodFloor', 'planks'],
    ['flooring', 'floor-gray-oak', 'Weathered Gray Oak', 'woodFloor', 'planks'],
    ['flooring', 'floor-porcelain-12', 'White Porcelain 12" Tile', 'tileFloor', 'tiles'],
    ['flooring', 'floor-slate-24', 'Slate 24" Tile', 'tileFloor', 'tiles'],
    ['flooring', 'floor-herringbone', 'Herringbone Oak', 'woodFloor', 'planks'],
    ['flooring', 'floor-concrete', 'Polished Concrete', 'concrete', 'concrete'],
    ['flooring', 'floor-checker', 'Black and White Checker', 'tileFloor', 'checker'],
    ['backsplash', 'bs-subway-white', 'White Subway 3" x 6"', 'backsplashTile', 'subway'],
    ['backsplash', 'bs-subway-gray', 'Gray Subway 3" x 6"', 'backsplashTile', 'subway'],
    ['backsplash', 'bs-hex-marble', 'Marble Hexagon', 'backsplashTile', 'tiles'],
    ['backsplash', 'bs-zellige-green', 'Green Zellige', 'backsplashTile', 'tiles'],
    ['backsplash', 'bs-herringbone', 'Herringbone Ceramic', 'backsplashTile', 'tiles'],
    ['backsplash', 'bs-stainless', 'Stainless Steel Sheet', 'stainless', 'brushed'],
    ['ceiling', 'ceil-flat-white', 'Flat White', 'painted', 'none'],
    ['ceiling', 'ceil-beadboard', 'Beadboard', 'painted', 'none'],
    ['ceiling', 'ceil-tin', 'Pressed Tin', 'metal', 'none'],
  ] as const)('draws the %s texture %s (%s) as %s with pattern %s', (place, id, name, surface, pattern) => {
    expect(textureFinishMaterial(place, { id, name })).toEqual({ surface, pattern });
  });

  it('maps the design’s countertop and flooring, which keep only the texture id, as the catalogue entry', () => {
    expect(textureFinishMaterial('countertop', { id: 'ct-marble-carrara' })).toEqual(
      textureFinishMaterial('countertop', { id: 'ct-marble-carrara', name: 'Carrara Marble' }),
    );
    expect(textureFinishMaterial('flooring', { id: 'floor-walnut' }).surface).toBe('woodFloor');
  });

  it('reads the picker categories of a countertop whose id and name say nothing', () => {
    expect(textureFinishMaterial('countertop', { id: 'ct-42', subcategory: ['granite', 'dark'] })).toEqual({
      surface: 'stone',
      pattern: 'granite',
    });
  });

  it('draws a texture whose words say nothing known as a plain surface of its place', () => {
    expect(textureFinishMaterial('countertop', { id: 'x1' })).toEqual({ surface: 'quartz', pattern: 'none' });
    expect(textureFinishMaterial('flooring', { id: 'x1' })).toEqual({ surface: 'concrete', pattern: 'none' });
    expect(textureFinishMaterial('backsplash', { id: 'x1' }).pattern).toBe('none');
    expect(textureFinishMaterial('ceiling', { id: 'x1' })).toEqual({ surface: 'painted', pattern: 'none' });
  });
});

describe('surfacePattern', () => {
  it('gives every surface a known pattern: grain for wood, brushing for stainless, planks for wood floors', () => {
    for (const surface of PART_SURFACES) expect(TEXTURE_PATTERNS).toContain(surfacePattern(surface));
    expect(surfacePattern('stainedWood')).toBe('woodGrain');
    expect(surfacePattern('stainless')).toBe('brushed');
    expect(surfacePattern('woodFloor')).toBe('planks');
    expect(surfacePattern('painted')).toBe('none');
  });
});
