import { findCollisions } from './findCollisions';
import type { PlacementBody, PlacementPose } from './placementBody';
import { MAX_PLACEMENT_ITERATIONS } from './placementConstants';
import type { PlacementScene } from './placementScene';

/**
 * The height a lifting model comes to rest at where it stands: from its rest height, raised onto
 * the top of whatever model it meets, again and again (a pot lifted into a wall cabinet goes on top
 * of that), at most the placement's iteration count. Walls never lift it; they push it.
 */
export function settleHeight(body: PlacementBody, pose: PlacementPose, scene: PlacementScene): number {
  let height = body.restHeight;
  for (let iteration = 0; iteration < MAX_PLACEMENT_ITERATIONS; iteration += 1) {
    const tops = findCollisions(body, { ...pose, position: { ...pose.position, y: height } }, scene).flatMap(
      (collision) =>
        collision.kind === 'model' ? [collision.model.position.y + collision.model.dimensions.height] : [],
    );
    if (tops.length === 0) return height;
    height = Math.max(...tops);
  }
  return height;
}
