import type { BoxDimensions, Vec3 } from '@kitchensync/schemas';
import type { CollisionBehaviour } from './collisionBehaviour';
import type { SinkFit } from './sinkFit';

/**
 * A model as placement sees it. `position` is the centre of its footprint on the floor plan, with y
 * the height of its underside; `angle` turns it about y (its front faces local +z).
 */
export interface PlacementBody {
  readonly id: string;
  readonly position: Vec3;
  readonly angle: number;
  readonly dimensions: BoxDimensions;
  readonly collision: CollisionBehaviour;
  /** Where a lifting model rests when nothing is under it: its default height. */
  readonly restHeight: number;
  /** A decoration sink drops into a sink base; absent reads as neither. */
  readonly sinkFit?: SinkFit;
}

/** Where a model stands and which way it faces. */
export interface PlacementPose {
  readonly position: Vec3;
  readonly angle: number;
}
