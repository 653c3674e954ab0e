import type { IslandWall, PlacedModel, Wall } from '@kitchensync/schemas';
import { placementBodyOf } from './placementBodyOf';
import type { PlacementScene } from './placementScene';
import { islandWallObstacle, wallObstacle } from './wallObstacle';

export interface PlacementSceneSource {
  readonly walls: readonly Wall[];
  readonly islandWalls: readonly IslandWall[];
  readonly models: readonly PlacedModel[];
}

/**
 * The scene one model (or group) is placed in: every wall and island wall, and the models except
 * `excluded` (the ones being placed). Hidden models still stand in the room (hiding only takes them
 * out of view), so nothing is placed into the space they take.
 */
export function placementSceneOf(
  source: PlacementSceneSource,
  excluded: ReadonlySet<string>,
): PlacementScene {
  return {
    walls: [...source.walls.map(wallObstacle), ...source.islandWalls.map(islandWallObstacle)],
    models: source.models.filter((model) => !excluded.has(model.id)).map(placementBodyOf),
  };
}
