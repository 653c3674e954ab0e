import { z } from 'zod';
import { UserDataSchema } from '../account/userData';
import { ApplianceTypeSchema } from '../catalogue/applianceType';

/** GET /api/userData: what the product remembers for the signed-in credential, defaults until set. */
export const UserDataResponseSchema = z.object({ data: UserDataSchema });
export type UserDataResponse = z.infer<typeof UserDataResponseSchema>;

/**
 * PUT /api/userData/favoriteAppliance: marks a catalogue appliance as the favorite of its kind
 * (spec 001 sections 4 and 6: any user may). The kind must be the model's own.
 */
export const FavoriteApplianceRequestSchema = z.strictObject({
  applianceType: ApplianceTypeSchema,
  catalogModelId: z.string().min(1).max(200),
});
export type FavoriteApplianceRequest = z.infer<typeof FavoriteApplianceRequestSchema>;
