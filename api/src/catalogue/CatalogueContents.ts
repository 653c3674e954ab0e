import type {
  CatalogCollection,
  CatalogCountertop,
  CatalogHandle,
  CatalogModel,
  CatalogOpening,
  Texture,
} from '@kitchensync/schemas';

/** Everything the catalogue holds, each part in its display order. */
export interface CatalogueContents {
  collections: CatalogCollection[];
  models: CatalogModel[];
  textures: Texture[];
  countertops: CatalogCountertop[];
  handles: CatalogHandle[];
  openings: CatalogOpening[];
}
