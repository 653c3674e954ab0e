import type { BoxDimensions, PlacedModel } from '@kitchensync/schemas';
import { addFloor, dotFloor, scaleFloor, subtractFloor } from './floorVector';
import { rectAxes } from './orientedRect';
import type { PlacementPose } from './placementBody';
import { sinkSeatHeight } from './sinkSeatHeight';

/**
 * Where `rider` (a sink seated in its base) ends up when the model it sits in goes from `before` to
 * `after`, or a copy of it stands at `after`: the same place in it, turned as it is turned, its
 * offset from the base's centre kept in the base's own frame. When the base also changes size
 * (`resized`), the rider follows its countertop up or down, so a rim flush with the old top stays
 * flush with the new one, and stays centred where it was (a basin stays centred across the width
 * and a fixed distance from the front and back margins' middle, whatever the size).
 */
export function riderPose(
  rider: PlacedModel,
  before: PlacedModel,
  after: PlacementPose,
  resized: BoxDimensions = before.dimensions,
): PlacementPose {
  const was = rectAxes(before.rotation.y);
  const now = rectAxes(after.angle);
  const offset = subtractFloor(rider.position, before.position);
  const along = dotFloor(offset, was.u);
  const across = dotFloor(offset, was.v);
  const floor = addFloor(after.position, addFloor(scaleFloor(now.u, along), scaleFloor(now.v, across)));
  const sinkHeight = rider.dimensions.height;
  const rise =
    sinkSeatHeight(after.position.y, resized, sinkHeight) -
    sinkSeatHeight(before.position.y, before.dimensions, sinkHeight);
  return {
    position: { x: floor.x, y: rider.position.y + rise, z: floor.z },
    angle: rider.rotation.y + after.angle - before.rotation.y,
  };
}
