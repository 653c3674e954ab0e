import { z } from 'zod';
import { BoxDimensionsSchema, Vec3Schema } from '../document/geometry';
import { ApplianceTypeSchema } from './applianceType';
import { CatalogStyleSchema } from './catalogStyle';
import { MODEL_SUBCATEGORIES, isSubcategoryOf } from './modelSubcategories';
import { ModelTypeSchema } from './modelType';

const finite = z.number().finite();

/**
 * A model of an account's catalogue (spec 001 section 3, and the fields spec 002 section 3 says the
 * wizards, the appliance menu and drops read). Lengths are meters, rotations radians per axis, as in
 * the document. `subcategory` is one of its type's (for appliances, the finish); empty means none.
 * The placed model's copies (`modelType`, `modelName` …) live on `PlacedModelSchema`.
 */
export const CatalogModelSchema = z
  .looseObject({
    catalogModelId: z.string().min(1),
    catalogId: z.string().nullable().default(null),
    /** The master catalogue's model this one was copied from, so updates can reach every account. */
    superuserId: z.string().nullable().default(null),
    name: z.string().default(''),
    code: z.string().default(''),
    type: ModelTypeSchema.default('uncategorized'),
    subcategory: z.string().default(''),
    description: z.string().default(''),
    /** The price of a model that has no styles (appliances, furniture, decorations). */
    price: finite.nonnegative().default(0),
    /** The account's own price of a model that has no styles; null means `price` applies. */
    purchasePrice: finite.nonnegative().nullable().default(null),
    /** Whether the premium upsell stands before it on plans that do not open its section. */
    locked: z.boolean().default(false),
    /**
     * The appliance menu's third step: refrigerators by width ('24-28' … 'Other'), ranges and ovens by
     * form ('Range', 'Oven', 'Cooktop'); null for models the menu does not group.
     */
    sizeGroup: z.string().nullable().default(null),
    styles: z.array(CatalogStyleSchema).default([]),
    /** Height above the floor it is placed at; 0 is the floor. */
    defaultHeight: finite.nonnegative().default(0),
    /** Its size as the model file draws it; null until measured from the file. */
    dimensions: BoxDimensionsSchema.nullable().default(null),
    /** The size a newly placed copy takes when it is not the file's own. */
    defaultDimensions: BoxDimensionsSchema.nullable().default(null),
    /** Replaces `dimensions` when the file's size is wrong, so a bad file need not be re-exported. */
    dimensionsOverride: BoxDimensionsSchema.nullable().default(null),
    /** Turns a model file that faces the wrong way; applied before any placement rotation. */
    rotationOverride: Vec3Schema.nullable().default(null),
    programKeys: z.array(z.string()).default([]),
    searchKeywords: z.array(z.string()).default([]),
    applianceType: ApplianceTypeSchema.nullable().default(null),
  })
  .superRefine((model, context) => {
    if (model.subcategory === '' || isSubcategoryOf(model.type, model.subcategory)) return;
    const allowed: readonly string[] = MODEL_SUBCATEGORIES[model.type];
    context.addIssue({
      code: 'custom',
      path: ['subcategory'],
      message:
        allowed.length === 0
          ? `${model.type} models have no subcategories, got "${model.subcategory}"`
          : `"${model.subcategory}" is not a subcategory of ${model.type} models (${allowed.join(', ')})`,
    });
  });

export type CatalogModel = z.infer<typeof CatalogModelSchema>;
export type CatalogModelInput = z.input<typeof CatalogModelSchema>;

/** The size to place a model at: the override when the catalogue set one, else the file's own. */
export function catalogModelDimensions(
  model: Pick<CatalogModel, 'dimensions' | 'dimensionsOverride'>,
): CatalogModel['dimensions'] {
  return model.dimensionsOverride ?? model.dimensions;
}
