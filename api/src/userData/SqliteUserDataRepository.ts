import { ApplianceTypeSchema, type ApplianceType, type Settings } from '@kitchensync/schemas';
import type Database from 'better-sqlite3';
import type { FavoriteAppliances, UserDataRepository } from './UserDataRepository';

interface FavoriteRow {
  appliance_type: string;
  catalog_model_id: string;
}

/** Favorites in `favorite_appliances`, one row per user and kind; settings as JSON in `user_settings`. */
export class SqliteUserDataRepository implements UserDataRepository {
  private readonly settingsOf: Database.Statement<[string], { data: string }>;
  private readonly upsertSettings: Database.Statement<[{ user_id: string; data: string }]>;
  private readonly byUser: Database.Statement<[string], FavoriteRow>;
  private readonly upsert: Database.Statement<
    [{ user_id: string; appliance_type: string; catalog_model_id: string }]
  >;

  constructor(db: Database.Database) {
    this.byUser = db.prepare(
      'SELECT appliance_type, catalog_model_id FROM favorite_appliances WHERE user_id = ?',
    );
    this.upsert = db.prepare(`
      INSERT INTO favorite_appliances (user_id, appliance_type, catalog_model_id)
      VALUES (@user_id, @appliance_type, @catalog_model_id)
      ON CONFLICT (user_id, appliance_type) DO UPDATE SET catalog_model_id = excluded.catalog_model_id
    `);
    this.settingsOf = db.prepare('SELECT data FROM user_settings WHERE user_id = ?');
    this.upsertSettings = db.prepare(`
      INSERT INTO user_settings (user_id, data) VALUES (@user_id, @data)
      ON CONFLICT (user_id) DO UPDATE SET data = excluded.data
    `);
  }

  async settings(userId: string): Promise<unknown> {
    const row = this.settingsOf.get(userId);
    return row === undefined ? null : (JSON.parse(row.data) as unknown);
  }

  async setSettings(userId: string, settings: Settings): Promise<void> {
    this.upsertSettings.run({ user_id: userId, data: JSON.stringify(settings) });
  }

  async favoriteAppliances(userId: string): Promise<FavoriteAppliances> {
    const favorites: FavoriteAppliances = {};
    for (const row of this.byUser.all(userId)) {
      // A kind no longer in the schema is left out rather than failing the whole read.
      const kind = ApplianceTypeSchema.safeParse(row.appliance_type);
      if (kind.success) favorites[kind.data] = row.catalog_model_id;
    }
    return favorites;
  }

  async setFavoriteAppliance(
    userId: string,
    applianceType: ApplianceType,
    catalogModelId: string,
  ): Promise<void> {
    this.upsert.run({ user_id: userId, appliance_type: applianceType, catalog_model_id: catalogModelId });
  }
}
