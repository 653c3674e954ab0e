import type { PlacedModel, PlacedOpening, Wall } from '@kitchensync/schemas';

/** What a measurement's ends can snap to: the plan's walls, placed models and wall openings. */
export interface MeasurementSnapScene {
  readonly walls: readonly Pick<Wall, 'id' | 'position' | 'dimensions' | 'angle' | 'visible'>[];
  readonly models: readonly Pick<PlacedModel, 'id' | 'position' | 'rotation' | 'dimensions' | 'visible'>[];
  readonly openings: readonly Pick<PlacedOpening, 'id' | 'wall_id' | 'position' | 'dimensions' | 'visible'>[];
}
