import {
  APPLIANCE_TYPES,
  SettingsSchema,
  UserDataSchema,
  favoriteApplianceField,
  type AuthUser,
  type FavoriteApplianceRequest,
  type Settings,
  type SettingsRequest,
  type UserData,
} from '@kitchensync/schemas';
import type { CatalogueService } from '../catalogue/CatalogueService';
import { ApiError } from '../http/ApiError';
import type { UserDataRepository } from './UserDataRepository';

/**
 * A user's user data (spec 001 and 002 section 3): the favorite appliance of each kind and the
 * General Settings, defaults until set.
 */
export class UserDataService {
  constructor(
    private readonly userData: UserDataRepository,
    private readonly catalogue: CatalogueService,
  ) {}

  async view(user: AuthUser): Promise<UserData> {
    const favorites = await this.userData.favoriteAppliances(user.id);
    const fields = Object.fromEntries(
      APPLIANCE_TYPES.map((kind) => [favoriteApplianceField(kind), favorites[kind] ?? null]),
    );
    return UserDataSchema.parse({ credentialId: user.id, credentialEmail: user.email, ...fields });
  }

  /**
   * Marks a catalogue appliance the favorite of its kind. The model must be one the user can see
   * in the catalogue, an appliance of that kind, and not locked for their plan, since a dragged
   * appliance of the kind places it.
   */
  async setFavoriteAppliance(
    user: AuthUser,
    host: string,
    request: FavoriteApplianceRequest,
  ): Promise<UserData> {
    const viewer = await this.catalogue.viewer(user, host);
    const model = await this.catalogue.model(viewer, request.catalogModelId);
    if (model.type !== 'appliance' || model.applianceType !== request.applianceType) {
      throw new ApiError('userData/not_that_appliance');
    }
    if (model.locked) throw new ApiError('userData/favorite_locked');
    await this.userData.setFavoriteAppliance(user.id, request.applianceType, model.catalogModelId);
    return this.view(user);
  }

  /**
   * The stored settings read with today's schema, field by field: fields added since they were
   * stored, and stored values that no longer parse (a unit since dropped), take their defaults, and
   * fields since removed are left out, since the panel sends back what it is given and a PUT
   * refuses unknown fields.
   */
  async settings(user: AuthUser): Promise<Settings> {
    const stored = await this.userData.settings(user.id);
    const fields = typeof stored === 'object' && stored !== null ? Object.entries(stored) : [];
    const kept = fields.filter(
      ([key, value]) => key in SettingsSchema.shape && SettingsSchema.safeParse({ [key]: value }).success,
    );
    return SettingsSchema.parse(Object.fromEntries(kept));
  }

  async setSettings(user: AuthUser, request: SettingsRequest): Promise<Settings> {
    const settings = SettingsSchema.parse(request);
    await this.userData.setSettings(user.id, settings);
    return settings;
  }
}
