import {
  CatalogCollectionSchema,
  CatalogCountertopSchema,
  CatalogHandleSchema,
  CatalogModelSchema,
  CatalogOpeningSchema,
  PriceOverrideSchema,
  TextureSchema,
  type CatalogModel,
  type PriceOverride,
  type TextureCategory,
} from '@kitchensync/schemas';
import type Database from 'better-sqlite3';
import type { CatalogueContents } from './CatalogueContents';
import type { CatalogueModelFilter, CatalogueRepository } from './CatalogueRepository';
import { catalogueItems, type CatalogueItemKind } from './catalogueItems';

interface ItemRow {
  kind: CatalogueItemKind;
  id: string;
  position: number;
  type: string | null;
  subcategory: string | null;
  category: string | null;
  data: string;
}

interface OverrideRow {
  account_id: string;
  catalog_model_id: string;
  catalog_style_id: string;
  price: number;
}

/** Items are stored as JSON and parsed on the way out, so rows written by older code still read. */
export class SqliteCatalogueRepository implements CatalogueRepository {
  constructor(private readonly db: Database.Database) {}

  async seedVersion(): Promise<number> {
    const row = this.db.prepare('SELECT version FROM catalogue_seed WHERE id = 1').get() as
      { version: number } | undefined;
    return row?.version ?? 0;
  }

  async applySeed(contents: CatalogueContents, version: number): Promise<void> {
    const upsert = this.db.prepare<[ItemRow]>(
      `INSERT INTO catalogue_items (kind, id, position, type, subcategory, category, data)
       VALUES (@kind, @id, @position, @type, @subcategory, @category, @data)
       ON CONFLICT (kind, id) DO UPDATE SET position = excluded.position, type = excluded.type,
         subcategory = excluded.subcategory, category = excluded.category, data = excluded.data`,
    );
    const setVersion = this.db.prepare(
      `INSERT INTO catalogue_seed (id, version) VALUES (1, ?)
       ON CONFLICT (id) DO UPDATE SET version = excluded.version`,
    );
    this.db.transaction(() => {
      for (const item of catalogueItems(contents)) {
        const { value, ...columns } = item;
        upsert.run({ ...columns, data: JSON.stringify(value) });
      }
      setVersion.run(version);
    })();
  }

  async collections() {
    return this.items('collection').map((row) => CatalogCollectionSchema.parse(JSON.parse(row.data)));
  }

  async models(filter: CatalogueModelFilter): Promise<CatalogModel[]> {
    const rows = this.db
      .prepare<[{ type: string | null; subcategory: string | null }], ItemRow>(
        `SELECT * FROM catalogue_items WHERE kind = 'model'
         AND (@type IS NULL OR type = @type) AND (@subcategory IS NULL OR subcategory = @subcategory)
         ORDER BY position`,
      )
      .all({ type: filter.type ?? null, subcategory: filter.subcategory ?? null });
    return rows.map((row) => CatalogModelSchema.parse(JSON.parse(row.data)));
  }

  async model(catalogModelId: string): Promise<CatalogModel | null> {
    const row = this.db
      .prepare<[string], ItemRow>(`SELECT * FROM catalogue_items WHERE kind = 'model' AND id = ?`)
      .get(catalogModelId);
    return row ? CatalogModelSchema.parse(JSON.parse(row.data)) : null;
  }

  async textures(category?: TextureCategory) {
    return this.items('texture')
      .filter((row) => category === undefined || row.category === category)
      .map((row) => TextureSchema.parse(JSON.parse(row.data)));
  }

  async countertops() {
    return this.items('countertop').map((row) => CatalogCountertopSchema.parse(JSON.parse(row.data)));
  }

  async handles() {
    return this.items('handle').map((row) => CatalogHandleSchema.parse(JSON.parse(row.data)));
  }

  async openings() {
    return this.items('opening').map((row) => CatalogOpeningSchema.parse(JSON.parse(row.data)));
  }

  async setPriceOverride(override: PriceOverride): Promise<void> {
    this.db
      .prepare<[OverrideRow]>(
        `INSERT INTO catalogue_price_overrides (account_id, catalog_model_id, catalog_style_id, price)
         VALUES (@account_id, @catalog_model_id, @catalog_style_id, @price)
         ON CONFLICT (account_id, catalog_model_id, catalog_style_id) DO UPDATE SET price = excluded.price`,
      )
      .run({
        account_id: override.accountId,
        catalog_model_id: override.catalogModelId,
        catalog_style_id: override.catalogStyleId,
        price: override.price,
      });
  }

  async priceOverrides(accountId: string): Promise<PriceOverride[]> {
    const rows = this.db
      .prepare<[string], OverrideRow>(
        `SELECT * FROM catalogue_price_overrides WHERE account_id = ?
         ORDER BY catalog_model_id, catalog_style_id`,
      )
      .all(accountId);
    return rows.map((row) =>
      PriceOverrideSchema.parse({
        accountId: row.account_id,
        catalogModelId: row.catalog_model_id,
        catalogStyleId: row.catalog_style_id,
        price: row.price,
      }),
    );
  }

  private items(kind: CatalogueItemKind): ItemRow[] {
    return this.db
      .prepare<[string], ItemRow>('SELECT * FROM catalogue_items WHERE kind = ? ORDER BY position')
      .all(kind);
  }
}
