import { z } from 'zod';
import { SettingsSchema } from '../account/settings';
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

/** GET and PUT /api/userData/settings: the signed-in person's General Settings, defaults until saved. */
export const SettingsResponseSchema = z.object({ data: SettingsSchema });
export type SettingsResponse = z.infer<typeof SettingsResponseSchema>;

/**
 * PUT /api/userData/settings replaces the caller's settings whole: the panel always holds all of
 * them, and a field left out falls back to its default. Unknown fields are refused rather than kept,
 * so a request cannot grow what is stored per person.
 */
export const SettingsRequestSchema = z.strictObject(SettingsSchema.shape);
export type SettingsRequest = z.input<typeof SettingsRequestSchema>;
