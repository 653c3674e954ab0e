import type { PartSurface } from '../../model/modelParts';

/**
 * The surface a finish is drawn with at Low quality: the few plain surfaces the editor had before
 * issue 15 (every finish satin, steel and handles metal), so Low draws as many batches as then.
 */
export function lowQualitySurface(surface: PartSurface): PartSurface {
  switch (surface) {
    case 'stainless':
    case 'metal':
      return 'metal';
    case 'matte':
    case 'glass':
    case 'darkGlass':
    case 'lamp':
    case 'flat':
    case 'flatOverhead':
      return surface;
    default:
      return 'satin';
  }
}
