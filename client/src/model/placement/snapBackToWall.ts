import { addFloor, dotFloor, scaleFloor, subtractFloor } from './floorVector';
import { heightsOverlap } from './findCollisions';
import { modelFootprint } from './modelFootprint';
import { rectAxes, rectHalfExtent } from './orientedRect';
import type { PlacementBody, PlacementPose } from './placementBody';
import { PLACEMENT_EPSILON, SNAP_TOLERANCE } from './placementConstants';
import { angleBetween, normaliseAngle } from './turnAngle';
import type { WallObstacle } from './wallObstacle';

export interface WallSnap {
  readonly pose: PlacementPose;
  readonly wallId: string;
}

interface Candidate {
  readonly wall: WallObstacle;
  readonly distance: number;
  readonly turn: number;
  readonly angle: number;
  readonly side: 1 | -1;
  readonly along: number;
}

function closer(a: Candidate, b: Candidate): boolean {
  if (Math.abs(a.distance - b.distance) > PLACEMENT_EPSILON) return a.distance < b.distance;
  if (Math.abs(a.turn - b.turn) > PLACEMENT_EPSILON) return a.turn < b.turn;
  return a.wall.id < b.wall.id;
}

/**
 * Puts the model's back flush against the nearest wall face within the snap tolerance, turned to
 * face away from the wall on the side it stands (into the room), keeping where it is along the
 * wall. "Nearest" is the gap between its footprint as it stands and the wall face, so a model
 * already flush with one wall and touching another with its side keeps the wall behind it (ties go
 * to the turn that changes least). With `keepRotation` only walls it already backs onto qualify.
 * Null when no wall is close enough, or the model's centre is not alongside any wall.
 */
export function snapBackToWall(
  body: PlacementBody,
  pose: PlacementPose,
  walls: readonly WallObstacle[],
  keepRotation: boolean,
): WallSnap | null {
  const footprint = modelFootprint(pose.position, pose.angle, body.dimensions);
  const bottom = pose.position.y;
  const top = bottom + body.dimensions.height;
  let best: Candidate | null = null;
  for (const wall of walls) {
    if (wall.length <= PLACEMENT_EPSILON || !heightsOverlap(bottom, top, 0, wall.height)) continue;
    const { u, v: normal } = rectAxes(wall.angle);
    const offset = subtractFloor(pose.position, wall.start);
    const along = dotFloor(offset, u);
    if (along < -PLACEMENT_EPSILON || along > wall.length + PLACEMENT_EPSILON) continue;
    const across = dotFloor(offset, normal);
    const gap = Math.abs(across) - wall.thickness / 2 - rectHalfExtent(footprint, normal);
    if (gap > SNAP_TOLERANCE) continue;
    const side = across >= 0 ? 1 : -1;
    const angle = normaliseAngle(side > 0 ? wall.angle : wall.angle + Math.PI);
    const turn = angleBetween(angle, pose.angle);
    if (keepRotation && turn > PLACEMENT_EPSILON) continue;
    const candidate: Candidate = { wall, distance: Math.abs(gap), turn, angle, side, along };
    if (best === null || closer(candidate, best)) best = candidate;
  }
  if (best === null) return null;
  const { u, v: normal } = rectAxes(best.wall.angle);
  const standOff = best.wall.thickness / 2 + body.dimensions.depth / 2;
  const center = addFloor(
    addFloor(best.wall.start, scaleFloor(u, best.along)),
    scaleFloor(normal, best.side * standOff),
  );
  return {
    pose: {
      position: { x: center.x, y: pose.position.y, z: center.z },
      angle: best.turn <= PLACEMENT_EPSILON ? pose.angle : best.angle,
    },
    wallId: best.wall.id,
  };
}
