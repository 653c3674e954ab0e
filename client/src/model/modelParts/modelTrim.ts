import { CABINET_MEASURES } from './cabinetMeasures';
import type { ModelPartsInput } from './ModelPartsInput';

const COUNTERTOP_CABINETS: readonly string[] = ['base', 'vanity', 'closets'];
const UNDERCOUNTER_APPLIANCES: readonly string[] = ['dishwasher and dryer', 'other'];

/**
 * Whether the model's countertop is drawn. The flag says the model sits low enough for one; only
 * cabinets and undercounter appliances carry a slab (a rug sits low too, and a range has a cooktop).
 */
export function drawsCountertop(model: ModelPartsInput): boolean {
  if (!model.countertop) return false;
  if (COUNTERTOP_CABINETS.includes(model.modelType)) return true;
  return model.modelType === 'appliance' && UNDERCOUNTER_APPLIANCES.includes(model.applianceType ?? 'other');
}

/** Whether anything of the model's crown molding is drawn: cabinets only. */
export function drawsCrown(model: ModelPartsInput): boolean {
  return (
    ['base', 'wall', 'tall', 'vanity', 'closets'].includes(model.modelType) &&
    (model.crownMolding || model.crownLeftMolding || model.crownRightMolding)
  );
}

/** How far handles and appliance details may stand proud of the front. */
export function frontAllowance(model: ModelPartsInput): number {
  return ['accessory', 'furniture', 'decoration', 'uncategorized'].includes(model.modelType)
    ? 0
    : CABINET_MEASURES.handleProjection;
}
