import type { PlacementBody } from './placementBody';
import type { WallObstacle } from './wallObstacle';

/** What a model is placed among: the walls and every other model (never the one being placed). */
export interface PlacementScene {
  readonly walls: readonly WallObstacle[];
  readonly models: readonly PlacementBody[];
}
