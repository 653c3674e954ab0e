import type { IslandWall, PlacedModel, PlacedOpening, Wall } from '@kitchensync/schemas';
import { openingObstacle, type OpeningObstacle } from './openingObstacle';
import { placementBodyOf } from './placementBodyOf';
import type { PlacementScene } from './placementScene';
import { islandWallObstacle, wallObstacle } from './wallObstacle';

export interface PlacementSceneSource {
  readonly walls: readonly Wall[];
  readonly islandWalls: readonly IslandWall[];
  readonly models: readonly PlacedModel[];
  readonly openings?: readonly PlacedOpening[];
}

function openingObstacles(walls: readonly Wall[], openings: readonly PlacedOpening[]): OpeningObstacle[] {
  const wallsById = new Map(walls.map((wall) => [wall.id, wall]));
  return openings.flatMap((opening) => {
    const wall = wallsById.get(opening.wall_id);
    // An opening whose wall a coworker just deleted stands in nothing.
    return wall === undefined ? [] : [openingObstacle(opening, wall)];
  });
}

/**
 * The scene one model (or group) is placed in: every wall and island wall, the openings in the
 * walls, and the models except `excluded` (the ones being placed). Hidden models still stand in the room (hiding only takes them
 * out of view), so nothing is placed into the space they take.
 */
export function placementSceneOf(
  source: PlacementSceneSource,
  excluded: ReadonlySet<string>,
): PlacementScene {
  return {
    walls: [...source.walls.map(wallObstacle), ...source.islandWalls.map(islandWallObstacle)],
    models: source.models.filter((model) => !excluded.has(model.id)).map(placementBodyOf),
    openings: openingObstacles(source.walls, source.openings ?? []),
  };
}
