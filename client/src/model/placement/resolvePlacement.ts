import { addFloor, scaleFloor, type FloorVector } from './floorVector';
import { findCollisions, type Collision } from './findCollisions';
import { modelFootprint } from './modelFootprint';
import { projectRect, rectAxes } from './orientedRect';
import type { PlacementBody, PlacementPose } from './placementBody';
import { MAX_PLACEMENT_ITERATIONS, PLACEMENT_EPSILON } from './placementConstants';
import type { PlacementScene } from './placementScene';
import { poseInSinkBase } from './poseInSinkBase';
import { settleHeight } from './settleHeight';
import { snapBackToWall } from './snapBackToWall';
import { snapSideToNeighbour } from './snapSideToNeighbour';
import { angleBetween } from './turnAngle';

export interface PlacementRules {
  /** Snap the back to a wall and a side to a neighbour (placing and dragging; not rotating). */
  readonly snap: boolean;
  /** Never turn the model (its rotation is locked): only walls it already backs onto snap it. */
  readonly keepRotation: boolean;
}

/** The spec's collision result (spec 000 section 3): where the model ends up and whether it turned. */
export interface PlacementResult extends PlacementPose {
  readonly collisionRotated: boolean;
  /** The wall its back was snapped to, if any. */
  readonly wallId: string | null;
  /** False when the iterations ran out with a collision left (no free spot nearby). */
  readonly resolved: boolean;
}

function obstacleRect(collision: Collision) {
  switch (collision.kind) {
    case 'wall':
      return collision.wall.rect;
    case 'opening':
      return collision.opening.rect;
    case 'model':
      return modelFootprint(collision.model.position, collision.model.angle, collision.model.dimensions);
  }
}

/**
 * The shorter slide along the model's width that clears the obstacle, so it stays on its wall. When
 * both ways are as long (it stands exactly on the obstacle), it keeps sliding the way it last did,
 * so it passes a row of equal cabinets instead of bouncing between two of them.
 */
function slideAlongWall(
  body: PlacementBody,
  pose: PlacementPose,
  collision: Collision,
  preferred: 1 | -1,
): { push: FloorVector; direction: 1 | -1 } {
  const { u } = rectAxes(pose.angle);
  const own = projectRect(modelFootprint(pose.position, pose.angle, body.dimensions), u);
  const other = projectRect(obstacleRect(collision), u);
  const right = other.max - own.min;
  const left = own.max - other.min;
  const direction = Math.abs(right - left) <= PLACEMENT_EPSILON ? preferred : right < left ? 1 : -1;
  return { push: scaleFloor(u, direction > 0 ? right : -left), direction };
}

function deepest(collisions: readonly Collision[]): Collision {
  return collisions.reduce((best, collision) =>
    collision.penetration.depth > best.penetration.depth ? collision : best,
  );
}

/**
 * Places one model among the others (spec 001 section 4, spec 000 section 9). A sink dropped over a
 * sink base goes into its top (`poseInSinkBase`) when nothing else is in the way there. Otherwise each round lifting
 * models settle onto what they meet, blocking ones snap back-to-wall and side-to-neighbour, then
 * the deepest remaining collision is separated (a model on a wall slides along it; otherwise the
 * shortest way out), for at most 100 rounds. Models that ignore collision stay where they are.
 */
export function resolvePlacement(
  body: PlacementBody,
  scene: PlacementScene,
  rules: PlacementRules,
): PlacementResult {
  let pose: PlacementPose = { position: body.position, angle: body.angle };
  const result = (resolved: boolean, wallId: string | null): PlacementResult => ({
    ...pose,
    collisionRotated: angleBetween(pose.angle, body.angle) > PLACEMENT_EPSILON,
    wallId,
    resolved,
  });
  if (body.collision === 'ignore') return result(true, null);
  const inSinkBase = poseInSinkBase(body, pose, scene, rules.keepRotation);
  if (inSinkBase !== null) {
    pose = inSinkBase;
    if (findCollisions(body, pose, scene).length === 0) return result(true, null);
  }
  let wallId: string | null = null;
  let slideDirection: 1 | -1 = 1;
  for (let iteration = 0; iteration < MAX_PLACEMENT_ITERATIONS; iteration += 1) {
    wallId = null;
    if (body.collision === 'lift') {
      pose = { ...pose, position: { ...pose.position, y: settleHeight(body, pose, scene) } };
    } else if (rules.snap) {
      const snapped = snapBackToWall(body, pose, scene.walls, rules.keepRotation);
      if (snapped !== null) {
        pose = snapped.pose;
        wallId = snapped.wallId;
      }
      pose = snapSideToNeighbour(body, pose, scene);
    }
    const collisions = findCollisions(body, pose, scene);
    if (collisions.length === 0) return result(true, wallId);
    const worst = deepest(collisions);
    let push = worst.penetration.push;
    if (wallId !== null) {
      const slide = slideAlongWall(body, pose, worst, slideDirection);
      push = slide.push;
      slideDirection = slide.direction;
    }
    const moved = addFloor(pose.position, push);
    pose = { ...pose, position: { ...pose.position, x: moved.x, z: moved.z } };
  }
  return result(findCollisions(body, pose, scene).length === 0, wallId);
}
