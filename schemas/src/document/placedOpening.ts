import { z } from 'zod';
import { Vec3Schema } from './geometry';
import { nodeIdSchema } from './nodeId';

const finite = z.number().finite();

/**
 * A door, window or opening placed in a wall. `position` is in the wall's frame: x the distance from
 * the wall's left end, y the height from the floor (spec 001 section 2, Edit Opening).
 */
export const PlacedOpeningSchema = z.looseObject({
  id: nodeIdSchema('opening'),
  /** The catalogue opening it was made from. */
  opening_id: z.string(),
  wall_id: nodeIdSchema('wall'),
  file: z.string().default(''),
  dimensions: Vec3Schema,
  position: Vec3Schema,
  angle: finite.default(0),
  name: z.string().default(''),
  scenery: z.string().nullable().default(null),
  scenery_url: z.string().nullable().default(null),
  selected: z.boolean().default(false),
  visible: z.boolean().default(true),
  filtered: z.boolean().default(false),
});

export type PlacedOpening = z.infer<typeof PlacedOpeningSchema>;
export type PlacedOpeningInput = z.input<typeof PlacedOpeningSchema>;
