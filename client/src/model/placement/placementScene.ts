import type { OpeningObstacle } from './openingObstacle';
import type { PlacementBody } from './placementBody';
import type { WallObstacle } from './wallObstacle';

/**
 * What a model is placed among: the walls, every other model (never the one being placed) and the
 * doors, windows and openings in the walls (none when left out).
 */
export interface PlacementScene {
  readonly walls: readonly WallObstacle[];
  readonly models: readonly PlacementBody[];
  readonly openings?: readonly OpeningObstacle[];
}
