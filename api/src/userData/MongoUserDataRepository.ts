import { ApplianceTypeSchema, type ApplianceType } from '@kitchensync/schemas';
import type { Collection, Db } from 'mongodb';
import type { FavoriteAppliances, UserDataRepository } from './UserDataRepository';

interface FavoriteDocument {
  _id: string;
  userId: string;
  applianceType: string;
  catalogModelId: string;
}

/** Favorites in `favoriteAppliances`, one document per user and kind. */
export class MongoUserDataRepository implements UserDataRepository {
  private readonly favorites: Collection<FavoriteDocument>;

  constructor(db: Db) {
    this.favorites = db.collection<FavoriteDocument>('favoriteAppliances');
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
