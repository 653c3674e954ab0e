import { z } from 'zod';

export const PlanCategorySchema = z.enum(['individual', 'business']);
export type PlanCategory = z.infer<typeof PlanCategorySchema>;

/** 'Limited' keeps a section's locked catalogue items behind the premium upsell; 'Full' unlocks them. */
export const CatalogueLevelSchema = z.enum(['Limited', 'Full']);
export type CatalogueLevel = z.infer<typeof CatalogueLevelSchema>;

const money = z.number().finite().nonnegative();

/**
 * A subscription plan (spec 000 section 3) plus what the price formula of section 9 needs.
 * `saves` says whether the plan may keep saves at all; `savesNumber` caps how many (null: unlimited).
 * Prices are per month; `additionalLicenseCost` is per extra license per month.
 */
export const PlanSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  category: PlanCategorySchema.default('individual'),
  decorations: CatalogueLevelSchema.default('Limited'),
  textures: CatalogueLevelSchema.default('Limited'),
  furniture: CatalogueLevelSchema.default('Limited'),
  appliance: CatalogueLevelSchema.default('Limited'),
  saves: z.boolean().default(true),
  savesNumber: z.number().int().nonnegative().nullable().default(null),
  monthlyPrice: money.default(0),
  additionalLicensesAllowed: z.boolean().default(false),
  additionalLicenseCost: money.default(0),
  includedLicenses: z.number().int().positive().default(1),
  ultimate: z.boolean().default(false),
});

export type Plan = z.infer<typeof PlanSchema>;
export type PlanInput = z.input<typeof PlanSchema>;
