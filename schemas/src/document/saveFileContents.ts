import { z } from 'zod';
import { BacksplashSchema } from './backsplash';
import { CartSchema } from './cart';
import { CEILING_DEFAULT_COLOR, CeilingSchema } from './ceiling';
import { CountertopSchema } from './countertop';
import { CustomMeasurementSchema } from './customMeasurement';
import { FlooringSchema } from './flooring';
import { IslandWallSchema } from './islandWall';
import { NoteSchema } from './note';
import { PlacedModelSchema } from './placedModel';
import { PlacedOpeningSchema } from './placedOpening';
import { PointLightSchema } from './pointLight';
import { QuoteSchema } from './quote';
import { SaveDocumentSchema } from './saveDocument';
import { SoffitSchema } from './soffit';
import { WallSchema } from './wall';

/**
 * A whole design as plain data: the `data` of a version-2 `.msmv` file (spec 002 section 3) and the
 * exact content of a save's Y.Doc. Members it does not know are kept.
 */
export const SaveFileContentsSchema = z.looseObject({
  document: SaveDocumentSchema,
  models: z.array(PlacedModelSchema).default([]),
  pointLights: z.array(PointLightSchema).default([]),
  flooring: FlooringSchema.nullable().default(null),
  countertop: CountertopSchema.nullable().default(null),
  ceiling: CeilingSchema.default({ textureId: null, color: CEILING_DEFAULT_COLOR }),
  openings: z.array(PlacedOpeningSchema).default([]),
  islandWalls: z.array(IslandWallSchema).default([]),
  backsplash: BacksplashSchema.nullable().default(null),
  notes: z.array(NoteSchema).default([]),
  cart: CartSchema.default({ lines: [] }),
  customMeasurements: z.array(CustomMeasurementSchema).default([]),
  soffit: z.array(SoffitSchema).default([]),
  totalPrice: z.number().finite().nonnegative().default(0),
  /**
   * KitchenSync's own member (not in spec 002's list): the quote made from the cart. Absent from
   * files of other tools; one that does not parse is dropped rather than failing the whole file.
   */
  quote: QuoteSchema.optional().catch(undefined),
  walls: z.array(WallSchema).default([]),
});

export type SaveFileContents = z.infer<typeof SaveFileContentsSchema>;
export type SaveFileContentsInput = z.input<typeof SaveFileContentsSchema>;
