import { ApplianceTypeSchema, type ApplianceType, type Settings } from '@kitchensync/schemas';
import type { Collection, Db } from 'mongodb';
import type { FavoriteAppliances, UserDataRepository } from './UserDataRepository';

interface FavoriteDocument {
  _id: string;
  userId: string;
  applianceType: string;
  catalogModelId: string;
}

interface SettingsDocument {
  _id: string;
  settings: Settings;
}

/** Favorites in `favoriteAppliances`, one document per user and kind; settings in `userSettings` by user. */
export class MongoUserDataRepository implements UserDataRepository {
  private readonly favorites: Collection<FavoriteDocument>;
  private readonly userSettings: Collection<SettingsDocument>;

  constructor(db: Db) {
    this.favorites = db.collection<FavoriteDocument>('favoriteAppliances');
    this.userSettings = db.collection<SettingsDocument>('userSettings');
  }

  async settings(userId: string): Promise<unknown> {
    const document = await this.userSettings.findOne({ _id: String(userId) });
    return document?.settings ?? null;
  }

  async setSettings(userId: string, settings: Settings): Promise<void> {
    await this.userSettings.replaceOne({ _id: String(userId) }, { settings }, { upsert: true });
  }

  async ensureIndexes(): Promise<void> {
    await this.favorites.createIndex({ userId: 1 });
  }

  async favoriteAppliances(userId: string): Promise<FavoriteAppliances> {
    const favorites: FavoriteAppliances = {};
    for (const document of await this.favorites.find({ userId: String(userId) }).toArray()) {
      const kind = ApplianceTypeSchema.safeParse(document.applianceType);
      if (kind.success) favorites[kind.data] = document.catalogModelId;
    }
    return favorites;
  }

  async setFavoriteAppliance(
    userId: string,
    applianceType: ApplianceType,
    catalogModelId: string,
  ): Promise<void> {
    // Values are coerced so a request body can never put a query object into the filter or update.
    const user = String(userId);
    const kind = String(applianceType);
    await this.favorites.replaceOne(
      { _id: `${user}\u0000${kind}` },
      { userId: user, applianceType: kind, catalogModelId: String(catalogModelId) },
      { upsert: true },
    );
  }
}
