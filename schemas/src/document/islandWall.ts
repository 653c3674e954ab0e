import { z } from 'zod';
import { inches } from '../units/inches';
import { FloorPointSchema } from './geometry';
import { nodeIdSchema } from './nodeId';

/** Island walls are as high as a base cabinet with its countertop (spec 002 section 3). */
export const ISLAND_WALL_DEFAULT_HEIGHT = inches(34.5);

const finite = z.number().finite();

/**
 * An invisible wall that island cabinets snap to. `firstPoint` and `lastPoint` are its ends on the
 * floor; `position` its centre, `width` its length and `angle` its direction (radians).
 */
export const IslandWallSchema = z.looseObject({
  id: nodeIdSchema('islandWall'),
  width: finite.nonnegative(),
  position: FloorPointSchema,
  angle: finite.default(0),
  firstPoint: FloorPointSchema,
  lastPoint: FloorPointSchema,
  selected: z.boolean().default(false),
  height: finite.positive().default(ISLAND_WALL_DEFAULT_HEIGHT),
  panelVisible: z.boolean().default(true),
  visible: z.boolean().default(true),
});

export type IslandWall = z.infer<typeof IslandWallSchema>;
export type IslandWallInput = z.input<typeof IslandWallSchema>;
