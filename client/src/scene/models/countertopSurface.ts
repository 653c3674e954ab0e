import type { Countertop } from '@kitchensync/schemas';
import { textureFinishMaterial } from '../../model/materials/textureFinishMaterial';
import { DEFAULT_COUNTERTOP_APPEARANCE } from '../../model/modelParts/partAppearance';
import { catalogueLayout } from '../materials/catalogueLayout';
import type { SurfaceSpec } from './surfaceMaterial';

/** What every countertop is drawn with: the chosen one laid as set (world meters, a slab running on). */
export type CountertopSurface = Pick<SurfaceSpec, 'surface' | 'pattern' | 'mapping' | 'layout'>;

/** With none chosen, the default slab's picture covers a meter. */
const DEFAULT_REPEAT = { x: 1, z: 1, mirrored: false };

export function countertopSurface(countertop: Countertop | null): CountertopSurface {
  if (countertop === null) {
    const { surface, pattern = 'none' } = DEFAULT_COUNTERTOP_APPEARANCE;
    return { surface, pattern, mapping: 'world', layout: catalogueLayout(pattern, DEFAULT_REPEAT) };
  }
  const material = textureFinishMaterial('countertop', countertop);
  return {
    surface: material.surface,
    pattern: material.pattern,
    mapping: 'world',
    layout: catalogueLayout(material.pattern, countertop.repeat),
  };
}
