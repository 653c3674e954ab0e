import { z } from 'zod';
import { ApplianceTypeSchema } from '../catalogue/applianceType';
import { ModelTypeSchema } from '../catalogue/modelType';
import { BoxDimensionsSchema, FloorPointSchema, OverhangSchema, Vec3Schema } from './geometry';
import { HandleChoiceSchema } from './handleChoice';
import { nodeIdSchema } from './nodeId';

/** The style a model takes when none was chosen. */
export const DEFAULT_CATALOG_STYLE_ID = 'default';

/** Keys in a model's programKeys that change how placement treats it (spec 001 section 4). */
export const PROGRAM_KEYS = {
  liftOnCollision: 'lift_on_collision',
  noLiftOnCollision: 'no_lift_on_collision',
  noCollision: 'no_collision',
  diagonalCorner: 'diagonal_corner',
  overhang: 'overhang',
} as const;

const finite = z.number().finite();

/**
 * A model placed in the design: cabinet, appliance, furniture or decoration. Every field of both
 * specs (001 section 3, 002 section 3) is here; catalogue data copied at placement (name, code,
 * price, description) is kept so a design still renders and prices when the catalogue changes.
 * Lengths are meters; rotation is radians per axis.
 */
export const PlacedModelSchema = z.looseObject({
  id: nodeIdSchema('model'),
  application_id: z.string().nullable().default(null),
  superuserModelId: z.string().nullable().default(null),
  catalogId: z.string().nullable().default(null),
  catalogStyleId: z.string().regex(/\S/, 'must not be blank').default(DEFAULT_CATALOG_STYLE_ID),
  catalogModelId: z.string(),
  modelName: z.string().default(''),
  modelCode: z.string().default(''),
  modelPrice: finite.nonnegative().default(0),
  modelType: ModelTypeSchema.default('uncategorized'),
  modelSubcategory: z.string().default(''),
  modelLink: z.string().default(''),
  modelDescription: z.string().default(''),
  visible: z.boolean().default(true),
  position: Vec3Schema,
  rotation: Vec3Schema.default({ x: 0, y: 0, z: 0 }),
  /** Whether the model carries a countertop: it sits low enough or has an overhang key. */
  countertop: z.boolean().default(false),
  lockRotation: z.boolean().default(false),
  invertable: z.boolean().default(false),
  inverted: z.boolean().default(false),
  invertableHandles: z.boolean().default(false),
  handlesDefaultSide: z.enum(['left', 'right']).default('left'),
  overhang: OverhangSchema.default({ left: 0, right: 0, top: 0, bottom: 0 }),
  editableDimensions: z.boolean().default(true),
  dimensions: BoxDimensionsSchema,
  /** The footprint on the floor plan, as corner points; derived, kept for the 2D view and collisions. */
  box2d: z.array(FloorPointSchema).default([]),
  hideOnLayout: z.boolean().default(false),
  defaultHeight: finite.nonnegative().default(0),
  defaultDimensions: BoxDimensionsSchema.nullable().default(null),
  selected: z.boolean().default(false),
  crownMolding: z.boolean().default(false),
  crownLeftMolding: z.boolean().default(false),
  crownRightMolding: z.boolean().default(false),
  toeKick: z.boolean().default(false),
  locked: z.boolean().default(false),
  programKeys: z.array(z.string()).default([]),
  visibleModelCode: z.boolean().default(false),
  applianceType: ApplianceTypeSchema.nullable().default(null),
  /** Parts placed with the model (a filler, a panel); kept as the catalogue gave them. */
  additionalModels: z.array(z.looseObject({})).default([]),
  handles: HandleChoiceSchema.default(null),
  edges: z.string().nullable().default(null),
  back: z.string().nullable().default(null),
  countertopId: z.string().nullable().default(null),
  backHidden: z.boolean().default(false),
});

export type PlacedModel = z.infer<typeof PlacedModelSchema>;
export type PlacedModelInput = z.input<typeof PlacedModelSchema>;
