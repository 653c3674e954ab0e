import type { PlacedModel } from '@kitchensync/schemas';

/** Where the plan cuts the room, meters above the floor: what hangs above it is drawn dashed. */
export const PLAN_CUT_HEIGHT = 1.2;

/**
 * Whether a model hangs above the plan's cut, so the plan draws it dashed over what stands below
 * (a wall cabinet, a hood, anything whose underside is above the cut).
 */
export function isOverheadModel(
  model: Pick<PlacedModel, 'modelType' | 'applianceType' | 'position'>,
): boolean {
  return model.modelType === 'wall' || model.applianceType === 'hood' || model.position.y >= PLAN_CUT_HEIGHT;
}
