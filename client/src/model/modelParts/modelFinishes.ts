import type { HandleChoice, PlacedModel } from '@kitchensync/schemas';
import { handleStyle, type HandleFinish } from './handleStyle';
import type { PartAppearance } from './PartSurface';

/** The colours a model's finish-dependent parts take. */
export interface ModelFinishes {
  /** Doors, drawer fronts, panels, carcass sides, toe kick and molding. */
  cabinet: number;
  appliance: PartAppearance;
  handle: number;
}

/**
 * The finish of each collection of the default catalogue, by style id; a style this table does not
 * know (another catalogue's) is drawn in a neutral painted white rather than failing.
 */
const CABINET_FINISHES: Record<string, number> = {
  'shaker-white': 0xf2efe8,
  'gray-flat': 0x9ea3a8,
  'espresso-slab': 0x3d2b22,
  'natural-oak': 0xc9a27a,
  'navy-inset': 0x27364f,
};
const DEFAULT_CABINET_FINISH = 0xeeeae2;

/** The appliance finishes of spec 001 (the subcategories); 'appliances' are panel-ready. */
const APPLIANCE_FINISHES: Record<string, PartAppearance> = {
  'stainless steel': { surface: 'metal', color: 0xc3c7cb },
  black: { surface: 'satin', color: 0x222325 },
  white: { surface: 'satin', color: 0xf5f5f3 },
};
const DEFAULT_APPLIANCE_FINISH = APPLIANCE_FINISHES['stainless steel']!;

const HANDLE_FINISHES: Record<HandleFinish, number> = {
  stainless: 0xc7c9cc,
  black: 0x1e1e1e,
  brass: 0xb5954f,
  nickel: 0xa9a8a2,
  aluminium: 0xd3d6d9,
};

export function modelFinishes(
  model: Pick<PlacedModel, 'catalogStyleId' | 'modelType' | 'modelSubcategory' | 'handles'>,
  designHandle: HandleChoice = null,
): ModelFinishes {
  const cabinet = CABINET_FINISHES[model.catalogStyleId] ?? DEFAULT_CABINET_FINISH;
  const style = handleStyle(model.handles ?? designHandle);
  return {
    cabinet,
    appliance: APPLIANCE_FINISHES[model.modelSubcategory] ?? DEFAULT_APPLIANCE_FINISH,
    // Appliance pulls come with the appliance; cabinet handles follow the chosen handle.
    handle:
      model.modelType === 'appliance'
        ? HANDLE_FINISHES.stainless
        : HANDLE_FINISHES[style?.finish ?? 'nickel'],
  };
}
