import type { ApplianceType, Settings } from '@kitchensync/schemas';

/** The favorite appliance model of each kind a user has marked; kinds without one are absent. */
export type FavoriteAppliances = Partial<Record<ApplianceType, string>>;

/**
 * What the product remembers per user beside the account (spec 001 and 002 section 3): favorites
 * and the General Settings.
 */
export interface UserDataRepository {
  favoriteAppliances(userId: string): Promise<FavoriteAppliances>;
  /** Replaces the favorite of one kind. */
  setFavoriteAppliance(userId: string, applianceType: ApplianceType, catalogModelId: string): Promise<void>;
  /** The settings last stored for the user, as stored (the service reads them), or null if none. */
  settings(userId: string): Promise<unknown>;
  /** Replaces the user's settings whole. */
  setSettings(userId: string, settings: Settings): Promise<void>;
}
