import { z } from 'zod';
import { Vec3Schema } from '../document/geometry';
import { OpeningKindSchema } from './openingKind';

/** A view shown through a window or glass door: its name in the Scenery choice and its image. */
export const OpeningScenerySchema = z.looseObject({
  name: z.string().min(1),
  url: z.string().min(1),
});
export type OpeningScenery = z.infer<typeof OpeningScenerySchema>;

/** The label of the Scenery choice that shows nothing behind the opening. */
export const NO_SCENERY_LABEL = 'None';

/**
 * A door, window or opening of the catalogue (POST /api/openings/get). `dimensions` is its default
 * size in meters: x the width, y the height, z the depth into the wall. `sceneries` are the views it
 * offers besides None.
 */
export const CatalogOpeningSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string().default(''),
  kind: OpeningKindSchema.default('Other'),
  file: z.string().min(1),
  image: z.string().default(''),
  dimensions: Vec3Schema,
  sceneries: z.array(OpeningScenerySchema).default([]),
  locked: z.boolean().default(false),
});

export type CatalogOpening = z.infer<typeof CatalogOpeningSchema>;
export type CatalogOpeningInput = z.input<typeof CatalogOpeningSchema>;

/** The Scenery choices of the Edit Opening popup: None (null) first, then the opening's own. */
export function openingSceneryChoices(opening: Pick<CatalogOpening, 'sceneries'>): (OpeningScenery | null)[] {
  return [null, ...opening.sceneries];
}
