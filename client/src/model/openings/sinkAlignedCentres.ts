import type { PlacedModel, Wall } from '@kitchensync/schemas';
import { dotFloor, subtractFloor, type FloorVector } from '../placement/floorVector';
import { rectAxes } from '../placement/orientedRect';
import { SINK_WALL_TOLERANCE } from './openingSnapRules';

/** A model is a sink when its subcategory says so: base and vanity sink cabinets, sink decorations. */
export function isSink(model: Pick<PlacedModel, 'modelSubcategory'>): boolean {
  return model.modelSubcategory === 'sink';
}

/**
 * Where along `wall` (meters from its start) the sinks standing at it are centred: the sink-aligned
 * points an opening's centre snaps to. A sink stands at the wall when the middle of its back lies on
 * one of the wall's faces, or inside it, within the sink wall tolerance, and between its ends.
 */
export function sinkAlignedCentres(
  wall: Pick<Wall, 'position' | 'dimensions' | 'angle'>,
  models: readonly Pick<PlacedModel, 'modelSubcategory' | 'position' | 'rotation' | 'dimensions'>[],
): number[] {
  const start: FloorVector = { x: wall.position.x, z: wall.position.z };
  const { u: along, v: across } = rectAxes(wall.angle);
  const halfThickness = wall.dimensions.z / 2;
  const centres: number[] = [];
  for (const model of models) {
    if (!isSink(model)) continue;
    const { u, v } = rectAxes(model.rotation.y);
    const backMiddle = {
      x: model.position.x - v.x * (model.dimensions.depth / 2),
      z: model.position.z - v.z * (model.dimensions.depth / 2),
    };
    const offset = subtractFloor(backMiddle, start);
    const fromCentreLine = Math.abs(dotFloor(offset, across));
    if (fromCentreLine > halfThickness + SINK_WALL_TOLERANCE) continue;
    const centre = dotFloor(subtractFloor(model.position, start), along);
    if (centre < -SINK_WALL_TOLERANCE || centre > wall.dimensions.x + SINK_WALL_TOLERANCE) continue;
    // Only a sink square to the wall lines up with an opening in it; one turned along it does not face it.
    if (Math.abs(dotFloor(u, along)) < 1 - SINK_WALL_TOLERANCE) continue;
    centres.push(centre);
  }
  return centres;
}
