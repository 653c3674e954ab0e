import type { CatalogModel } from '@kitchensync/schemas';
import { useEffect, useSyncExternalStore } from 'react';
import {
  cataloguePicture,
  requestCataloguePicture,
  subscribeCataloguePictures,
  type CataloguePicture,
} from './cataloguePictures';

/**
 * A catalogue tile's picture of its model in a style, asked for once the tile is shown; the tile
 * renders again only when its own picture lands.
 */
export function useCataloguePicture(
  catalogModel: CatalogModel,
  catalogStyleId: string | null,
): CataloguePicture {
  useEffect(() => requestCataloguePicture(catalogModel, catalogStyleId), [catalogModel, catalogStyleId]);
  return useSyncExternalStore(subscribeCataloguePictures, () =>
    cataloguePicture(catalogModel, catalogStyleId),
  );
}
