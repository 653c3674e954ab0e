import {
  CatalogCollectionSchema,
  CatalogCountertopSchema,
  CatalogHandleSchema,
  CatalogModelSchema,
  CatalogOpeningSchema,
  TextureSchema,
} from '@kitchensync/schemas';
import type { CatalogueContents } from '../CatalogueContents';
import { SEED_ACCESSORIES } from './seedAccessories';
import { SEED_APPLIANCES } from './seedAppliances';
import { SEED_BASE_CABINETS } from './seedBaseCabinets';
import { SEED_CLOSETS } from './seedClosets';
import { SEED_COLLECTIONS } from './seedCollections';
import { SEED_COUNTERTOPS } from './seedCountertops';
import { SEED_DECORATIONS } from './seedDecorations';
import { SEED_FURNITURE } from './seedFurniture';
import { SEED_HANDLES } from './seedHandles';
import { SEED_OPENINGS } from './seedOpenings';
import { SEED_TALL_CABINETS } from './seedTallCabinets';
import { SEED_TEXTURES } from './seedTextures';
import { SEED_VANITIES } from './seedVanities';
import { SEED_WALL_CABINETS } from './seedWallCabinets';

function requireUniqueIds(part: string, ids: readonly string[]): void {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) throw new Error(`catalogue seed: two ${part} share the id ${id}`);
    seen.add(id);
  }
}

/**
 * The default catalogue from the seed tables, every item parsed by its schema so a mistake in a
 * table fails at start-up (and in the tests) instead of reaching a client.
 */
export function buildCatalogueSeed(): CatalogueContents {
  const contents: CatalogueContents = {
    collections: SEED_COLLECTIONS.map(({ priceFactor: _priceFactor, ...collection }) =>
      CatalogCollectionSchema.parse(collection),
    ),
    models: [
      ...SEED_BASE_CABINETS,
      ...SEED_WALL_CABINETS,
      ...SEED_TALL_CABINETS,
      ...SEED_VANITIES,
      ...SEED_CLOSETS,
      ...SEED_ACCESSORIES,
      ...SEED_APPLIANCES,
      ...SEED_FURNITURE,
      ...SEED_DECORATIONS,
    ].map((model) => CatalogModelSchema.parse(model)),
    textures: SEED_TEXTURES.map((texture) => TextureSchema.parse(texture)),
    countertops: SEED_COUNTERTOPS.map((countertop) => CatalogCountertopSchema.parse(countertop)),
    handles: SEED_HANDLES.map((handle) => CatalogHandleSchema.parse(handle)),
    openings: SEED_OPENINGS.map((opening) => CatalogOpeningSchema.parse(opening)),
  };
  requireUniqueIds(
    'collections',
    contents.collections.map((item) => item.catalogStyleId),
  );
  requireUniqueIds(
    'models',
    contents.models.map((item) => item.catalogModelId),
  );
  requireUniqueIds(
    'textures',
    contents.textures.map((item) => item.id),
  );
  requireUniqueIds(
    'countertops',
    contents.countertops.map((item) => item.id),
  );
  requireUniqueIds(
    'handles',
    contents.handles.map((item) => item.id),
  );
  requireUniqueIds(
    'openings',
    contents.openings.map((item) => item.id),
  );
  return contents;
}
