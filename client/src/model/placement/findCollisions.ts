import { modelFootprint } from './modelFootprint';
import type { OpeningObstacle } from './openingObstacle';
import { nestsTogether } from './nestsTogether';
import type { PlacementBody, PlacementPose } from './placementBody';
import { PLACEMENT_EPSILON } from './placementConstants';
import type { PlacementScene } from './placementScene';
import { rectPenetration, type RectPenetration } from './rectPenetration';
import type { WallObstacle } from './wallObstacle';

export type Collision =
  | { readonly kind: 'wall'; readonly wall: WallObstacle; readonly penetration: RectPenetration }
  | { readonly kind: 'model'; readonly model: PlacementBody; readonly penetration: RectPenetration }
  | { readonly kind: 'opening'; readonly opening: OpeningObstacle; readonly penetration: RectPenetration };

/** Whether two heights ranges share more than the placement epsilon (one resting on the other does not). */
export function heightsOverlap(bottomA: number, topA: number, bottomB: number, topB: number): boolean {
  return Math.min(topA, topB) - Math.max(bottomA, bottomB) > PLACEMENT_EPSILON;
}

/**
 * Everything `body` would overlap standing at `pose`: walls it reaches into below their top, models
 * sharing both floor area and height with it (a sink and the sink base it is set into never meet), and for a blocking model the doors, windows and
 * openings whose clear space it reaches into at their height (a wall cabinet across a window, a
 * tall cabinet across a door; a base cabinet under a window's sill is fine). A model that ignores
 * collision meets nothing and nothing meets it.
 */
export function findCollisions(body: PlacementBody, pose: PlacementPose, scene: PlacementScene): Collision[] {
  if (body.collision === 'ignore') return [];
  const footprint = modelFootprint(pose.position, pose.angle, body.dimensions);
  const bottom = pose.position.y;
  const top = bottom + body.dimensions.height;
  const collisions: Collision[] = [];
  for (const wall of scene.walls) {
    if (!heightsOverlap(bottom, top, 0, wall.height)) continue;
    const penetration = rectPenetration(footprint, wall.rect);
    if (penetration !== null) collisions.push({ kind: 'wall', wall, penetration });
  }
  for (const model of scene.models) {
    if (model.id === body.id || model.collision === 'ignore' || nestsTogether(body, model)) continue;
    const modelBottom = model.position.y;
    if (!heightsOverlap(bottom, top, modelBottom, modelBottom + model.dimensions.height)) continue;
    const penetration = rectPenetration(
      footprint,
      modelFootprint(model.position, model.angle, model.dimensions),
    );
    if (penetration !== null) collisions.push({ kind: 'model', model, penetration });
  }
  if (body.collision !== 'block') return collisions;
  for (const opening of scene.openings ?? []) {
    if (!heightsOverlap(bottom, top, opening.bottom, opening.top)) continue;
    const penetration = rectPenetration(footprint, opening.rect);
    if (penetration !== null) collisions.push({ kind: 'opening', opening, penetration });
  }
  return collisions;
}
