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
import type { AnyBulkWriteOperation, Collection, Db, Filter } from 'mongodb';
import type { CatalogueContents } from './CatalogueContents';
import type { CatalogueModelFilter, CatalogueRepository } from './CatalogueRepository';
import { catalogueItems, type CatalogueItem, type CatalogueItemKind } from './catalogueItems';

type ItemDocument = CatalogueItem & { _id: string };

interface SeedDocument {
  _id: 'seed';
  version: number;
}

interface OverrideDocument {
  _id: string;
  accountId: string;
  catalogModelId: string;
  catalogStyleId: string;
  price: number;
}

/** One document per item keyed by kind and id; values are parsed on the way out. */
export class MongoCatalogueRepository implements CatalogueRepository {
  private readonly items: Collection<ItemDocument>;
  private readonly meta: Collection<SeedDocument>;
  private readonly overrides: Collection<OverrideDocument>;

  constructor(db: Db) {
    this.items = db.collection<ItemDocument>('catalogueItems');
    this.meta = db.collection<SeedDocument>('catalogueSeed');
    this.overrides = db.collection<OverrideDocument>('cataloguePriceOverrides');
  }

  async ensureIndexes(): Promise<void> {
    await this.items.createIndex({ kind: 1, type: 1, subcategory: 1, position: 1 });
    await this.items.createIndex({ kind: 1, category: 1, position: 1 });
    await this.overrides.createIndex({ accountId: 1, catalogModelId: 1, catalogStyleId: 1 });
  }

  async seedVersion(): Promise<number> {
    const found = await this.meta.findOne({ _id: 'seed' });
    return found?.version ?? 0;
  }

  async applySeed(contents: CatalogueContents, version: number): Promise<void> {
    const operations: AnyBulkWriteOperation<ItemDocument>[] = catalogueItems(contents).map((item) => {
      const _id = `${item.kind}:${item.id}`;
      return { replaceOne: { filter: { _id }, replacement: { ...item, _id }, upsert: true } };
    });
    await this.items.bulkWrite(operations, { ordered: false });
    await this.meta.updateOne({ _id: 'seed' }, { $set: { version } }, { upsert: true });
  }

  async collections() {
    return (await this.list('collection')).map((item) => CatalogCollectionSchema.parse(item.value));
  }

  async models(filter: CatalogueModelFilter): Promise<CatalogModel[]> {
    const query: Filter<ItemDocument> = { kind: 'model' };
    if (filter.type !== undefined) query.type = String(filter.type);
    if (filter.subcategory !== undefined) query.subcategory = String(filter.subcategory);
    const found = await this.items.find(query).sort({ position: 1 }).toArray();
    return found.map((item) => CatalogModelSchema.parse(item.value));
  }

  async model(catalogModelId: string): Promise<CatalogModel | null> {
    const found = await this.items.findOne({ _id: `model:${String(catalogModelId)}` });
    return found ? CatalogModelSchema.parse(found.value) : null;
  }

  async textures(category?: TextureCategory) {
    const query: Filter<ItemDocument> = { kind: 'texture' };
    if (category !== undefined) query.category = String(category);
    const found = await this.items.find(query).sort({ position: 1 }).toArray();
    return found.map((item) => TextureSchema.parse(item.value));
  }

  async countertops() {
    return (await this.list('countertop')).map((item) => CatalogCountertopSchema.parse(item.value));
  }

  async handles() {
    return (await this.list('handle')).map((item) => CatalogHandleSchema.parse(item.value));
  }

  async openings() {
    return (await this.list('opening')).map((item) => CatalogOpeningSchema.parse(item.value));
  }

  async setPriceOverride(override: PriceOverride): Promise<void> {
    const accountId = String(override.accountId);
    const catalogModelId = String(override.catalogModelId);
    const catalogStyleId = String(override.catalogStyleId);
    // URI-encoded parts joined by a character they cannot contain, so two overrides never share a key.
    const _id = [accountId, catalogModelId, catalogStyleId].map(encodeURIComponent).join(':');
    await this.overrides.replaceOne(
      { _id },
      { accountId, catalogModelId, catalogStyleId, price: Number(override.price) },
      { upsert: true },
    );
  }

  async priceOverrides(accountId: string): Promise<PriceOverride[]> {
    const found = await this.overrides
      .find({ accountId: String(accountId) })
      .sort({ catalogModelId: 1, catalogStyleId: 1 })
      .toArray();
    return found.map(({ _id: _key, ...override }) => PriceOverrideSchema.parse(override));
  }

  private list(kind: CatalogueItemKind): Promise<ItemDocument[]> {
    return this.items.find({ kind }).sort({ position: 1 }).toArray();
  }
}
