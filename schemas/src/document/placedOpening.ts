import { z } from 'zod';
import { OpeningKindSchema } from '../catalogue/openingKind';
import { Vec3Schema } from './geometry';
import { nodeIdSchema } from './nodeId';

const finite = z.number().finite();

/**
 * A door, window or opening placed in a wall. `position` is in the wall's frame: x the distance from
 * the wall's start (its left end) to the opening's left side, y the height of its bottom from the
 * floor (spec 001 section 2, Edit Opening). `dimensions` x is its width along the wall, y its
 * height, z its depth through the wall. `angle` is 0 or a half turn (Rotate Inverse): a door swings
 * to the other side. `kind` is copied from the catalogue, so placement rules and drawings know a door
 * from a window without the catalogue (the spec's placed opening lacks it; `opening-kind-default`
 * fills it in older designs).
 */
export const PlacedOpeningSchema = z.looseObject({
  id: nodeIdSchema('opening'),
  /** The catalogue opening it was made from. */
  opening_id: z.string(),
  wall_id: nodeIdSchema('wall'),
  kind: OpeningKindSchema.default('Other'),
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
