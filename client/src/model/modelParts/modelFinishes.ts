import type { HandleChoice, PlacedModel } from '@kitchensync/schemas';
import { applianceFinishMaterial } from '../materials/applianceFinishMaterial';
import { cabinetFinishMaterial } from '../materials/cabinetFinishMaterial';
import { handleStyle, type HandleFinish } from './handleStyle';
import type { PartAppearance } from './PartSurface';

/** What a model's finish-dependent parts look like. */
export interface ModelFinishes {
  /** Doors, drawer fronts, panels, carcass sides, toe kick and molding. */
  cabinet: PartAppearance;
  appliance: PartAppearance;
  handle: number;
}

/**
 * The colour and finish (the collection's `finish` text, as the catalogue seed writes it) of each
 * collection of the default catalogue, by style id. A style this table does not know (another
 * catalogue's) is drawn in a neutral painted white rather than failing.
 */
const CABINET_STYLES: Record<string, { color: number; finish: string }> = {
  'shaker-white': { color: 0xf2efe8, finish: 'Painted white maple' },
  'gray-flat': { color: 0x9ea3a8, finish: 'Matte gray thermofoil' },
  'espresso-slab': { color: 0x4a3428, finish: 'Espresso woodgrain laminate' },
  'natural-oak': { color: 0xd2ae84, finish: 'Natural white oak veneer' },
  'navy-inset': { color: 0x27364f, finish: 'Painted navy maple' },
};
const DEFAULT_CABINET_STYLE = { color: 0xeeeae2, finish: 'Painted' };

/** The colours of the appliance finishes of spec 001 (the subcategories); 'appliances' are panel-ready. */
const APPLIANCE_COLORS: Record<string, number> = {
  'stainless steel': 0xc3c7cb,
  black: 0x222325,
  white: 0xf5f5f3,
};
const DEFAULT_APPLIANCE_COLOR = APPLIANCE_COLORS['stainless steel']!;

function cabinetAppearance(catalogStyleId: string): PartAppearance {
  const style = CABINET_STYLES[catalogStyleId] ?? DEFAULT_CABINET_STYLE;
  const material = cabinetFinishMaterial(style.finish);
  return { surface: material.surface, pattern: material.pattern, color: style.color };
}

function applianceAppearance(subcategory: string): PartAppearance {
  const material = applianceFinishMaterial(subcategory);
  const color = APPLIANCE_COLORS[subcategory] ?? DEFAULT_APPLIANCE_COLOR;
  return { surface: material.surface, pattern: material.pattern, color };
}

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
  const style = handleStyle(model.handles ?? designHandle);
  return {
    cabinet: cabinetAppearance(model.catalogStyleId),
    appliance: applianceAppearance(model.modelSubcategory),
    // Appliance pulls come with the appliance; cabinet handles follow the chosen handle.
    handle:
      model.modelType === 'appliance'
        ? HANDLE_FINISHES.stainless
        : HANDLE_FINISHES[style?.finish ?? 'nickel'],
  };
}
