import { modelBox } from '../modelParts/ModelBox';
import { sinkBasin } from '../modelParts/sinkBasin';
import { addFloor, dotFloor, scaleFloor, subtractFloor } from './floorVector';
import { rectAxes } from './orientedRect';
import type { PlacementBody, PlacementPose } from './placementBody';
import type { PlacementScene } from './placementScene';
import { sinkSeatHeight } from './sinkSeatHeight';

/**
 * Where a sink dropped over a sink base lands: in the base's top, centred on the basin's place,
 * facing the way the base faces (unless its rotation is locked), its rim flush with the countertop.
 * Null when the drop point is over no sink base.
 */
export function poseInSinkBase(
  body: PlacementBody,
  pose: PlacementPose,
  scene: PlacementScene,
  keepRotation: boolean,
): PlacementPose | null {
  if (body.sinkFit !== 'sink') return null;
  for (const base of scene.models) {
    if (base.sinkFit !== 'sinkBase') continue;
    const { u, v } = rectAxes(base.angle);
    const offset = subtractFloor(pose.position, base.position);
    const { width, depth } = base.dimensions;
    if (Math.abs(dotFloor(offset, u)) > width / 2 || Math.abs(dotFloor(offset, v)) > depth / 2) continue;
    const basin = sinkBasin(modelBox(base.dimensions));
    const forward = basin === null ? 0 : (basin.outline.z0 + basin.outline.z1) / 2;
    const centre = addFloor(base.position, scaleFloor(v, forward));
    return {
      position: {
        x: centre.x,
        y: sinkSeatHeight(base.position.y, base.dimensions, body.dimensions.height),
        z: centre.z,
      },
      angle: keepRotation ? pose.angle : base.angle,
    };
  }
  return null;
}
