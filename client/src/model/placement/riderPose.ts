import type { PlacedModel } from '@kitchensync/schemas';
import { addFloor, dotFloor, scaleFloor, subtractFloor } from './floorVector';
import { rectAxes } from './orientedRect';
import type { PlacementPose } from './placementBody';

/**
 * Where `rider` (a sink seated in its base) ends up when the model it sits in goes from `before` to
 * `after`, or a copy of it stands at `after`: the same place in it, turned as it is turned.
 */
export function riderPose(rider: PlacedModel, before: PlacedModel, after: PlacementPose): PlacementPose {
  const was = rectAxes(before.rotation.y);
  const now = rectAxes(after.angle);
  const offset = subtractFloor(rider.position, before.position);
  const along = dotFloor(offset, was.u);
  const across = dotFloor(offset, was.v);
  const floor = addFloor(after.position, addFloor(scaleFloor(now.u, along), scaleFloor(now.v, across)));
  return {
    position: { x: floor.x, y: rider.position.y + after.position.y - before.position.y, z: floor.z },
    angle: rider.rotation.y + after.angle - before.rotation.y,
  };
}
