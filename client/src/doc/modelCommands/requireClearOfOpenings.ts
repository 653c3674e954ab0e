import type { ModelType } from '@kitchensync/schemas';
import { openingBlockReason } from '../../model/placement/openingBlockReason';
import { openingObstruction } from '../../model/placement/openingObstruction';
import type { PlacementBody, PlacementPose } from '../../model/placement/placementBody';
import type { PlacementScene } from '../../model/placement/placementScene';
import { ModelCommandError } from './modelCommandError';

/**
 * Refuses a placement that would leave a model across a door, window or opening (the placement
 * rules slide it clear when there is room, so this is what is left), saying which and why.
 */
export function requireClearOfOpenings(
  body: PlacementBody,
  modelType: ModelType,
  pose: PlacementPose,
  scene: PlacementScene,
): void {
  const opening = openingObstruction(body, pose, scene);
  if (opening !== null) {
    throw new ModelCommandError('blocked_by_opening', openingBlockReason(modelType, opening.kind));
  }
}
