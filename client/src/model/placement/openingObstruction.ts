import { findCollisions } from './findCollisions';
import type { OpeningObstacle } from './openingObstacle';
import type { PlacementBody, PlacementPose } from './placementBody';
import type { PlacementScene } from './placementScene';

/**
 * The door, window or opening `body` would stand across at `pose`, the deepest if several, or null.
 * Placement slides a model off an opening when it can; what is left is why it cannot go there.
 */
export function openingObstruction(
  body: PlacementBody,
  pose: PlacementPose,
  scene: PlacementScene,
): OpeningObstacle | null {
  let deepest: { opening: OpeningObstacle; depth: number } | null = null;
  for (const collision of findCollisions(body, pose, scene)) {
    if (collision.kind !== 'opening') continue;
    if (deepest === null || collision.penetration.depth > deepest.depth) {
      deepest = { opening: collision.opening, depth: collision.penetration.depth };
    }
  }
  return deepest?.opening ?? null;
}
