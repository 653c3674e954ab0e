import { addFloor, dotFloor, scaleFloor } from './floorVector';
import { findCollisions, heightsOverlap, type Collision } from './findCollisions';
import { rectAxes } from './orientedRect';
import type { PlacementBody, PlacementPose } from './placementBody';
import { PLACEMENT_EPSILON, SNAP_TOLERANCE } from './placementConstants';
import type { PlacementScene } from './placementScene';
import { angleBetween } from './turnAngle';

function obstacleId(collision: Collision): string {
  switch (collision.kind) {
    case 'wall':
      return collision.wall.id;
    case 'opening':
      return collision.opening.id;
    case 'model':
      return collision.model.id;
  }
}

/**
 * Slides the model along its width so that a side meets the nearest side of a neighbour within the
 * snap tolerance: a blocking model facing the same way, at a shared height, whose back lies within
 * the tolerance of its own (the same row). A slide that would run it into something it did not
 * already touch is not taken. Returns the pose unchanged when nothing qualifies.
 */
export function snapSideToNeighbour(
  body: PlacementBody,
  pose: PlacementPose,
  scene: PlacementScene,
): PlacementPose {
  if (body.collision !== 'block') return pose;
  const { u, v } = rectAxes(pose.angle);
  const bottom = pose.position.y;
  const top = bottom + body.dimensions.height;
  const ownAlong = dotFloor(pose.position, u);
  const ownBack = dotFloor(pose.position, v) - body.dimensions.depth / 2;
  const candidates: { shift: number; gap: number; id: string }[] = [];
  for (const model of scene.models) {
    if (model.id === body.id || model.collision !== 'block') continue;
    if (angleBetween(model.angle, pose.angle) > PLACEMENT_EPSILON) continue;
    if (!heightsOverlap(bottom, top, model.position.y, model.position.y + model.dimensions.height)) continue;
    const back = dotFloor(model.position, v) - model.dimensions.depth / 2;
    if (Math.abs(back - ownBack) > SNAP_TOLERANCE) continue;
    const along = dotFloor(model.position, u);
    const toRight = along - model.dimensions.width / 2 - (ownAlong + body.dimensions.width / 2);
    const toLeft = ownAlong - body.dimensions.width / 2 - (along + model.dimensions.width / 2);
    for (const [gap, direction] of [
      [toRight, 1],
      [toLeft, -1],
    ] as const) {
      if (gap >= -PLACEMENT_EPSILON && gap <= SNAP_TOLERANCE) {
        candidates.push({ shift: direction * gap, gap: Math.abs(gap), id: model.id });
      }
    }
  }
  candidates.sort((a, b) => a.gap - b.gap || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const touching = new Set(findCollisions(body, pose, scene).map(obstacleId));
  for (const candidate of candidates) {
    if (Math.abs(candidate.shift) <= PLACEMENT_EPSILON) return pose;
    const center = addFloor(pose.position, scaleFloor(u, candidate.shift));
    const moved: PlacementPose = {
      position: { ...pose.position, x: center.x, z: center.z },
      angle: pose.angle,
    };
    const fresh = findCollisions(body, moved, scene).filter(
      (collision) => !touching.has(obstacleId(collision)),
    );
    if (fresh.length === 0) return moved;
  }
  return pose;
}
