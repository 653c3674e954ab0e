import type {
  CatalogCollection,
  CatalogCountertop,
  CatalogHandle,
  CatalogModel,
  CatalogOpening,
  ModelType,
  PriceOverride,
  Texture,
  TextureCategory,
} from '@kitchensync/schemas';
import type { CatalogueContents } from './CatalogueContents';

export interface CatalogueModelFilter {
  type?: ModelType;
  subcategory?: string;
}

/**
 * The shared catalogue and every account's own prices for it. Lists come back in the order the
 * catalogue was written in.
 */
export interface CatalogueRepository {
  /** The seed version the store holds; 0 before the first seed. */
  seedVersion(): Promise<number>;
  /**
   * Writes every item (replacing those with the same id, keeping the rest) and then the version, so
   * a crash half-way leaves the old version and the next start writes the seed again.
   */
  applySeed(contents: CatalogueContents, version: number): Promise<void>;
  collections(): Promise<CatalogCollection[]>;
  models(filter: CatalogueModelFilter): Promise<CatalogModel[]>;
  model(catalogModelId: string): Promise<CatalogModel | null>;
  textures(category?: TextureCategory): Promise<Texture[]>;
  countertops(): Promise<CatalogCountertop[]>;
  handles(): Promise<CatalogHandle[]>;
  openings(): Promise<CatalogOpening[]>;
  /** Sets (or replaces) an account's price of one model in one style. */
  setPriceOverride(override: PriceOverride): Promise<void>;
  priceOverrides(accountId: string): Promise<PriceOverride[]>;
}
