import type { CatalogModel } from '@kitchensync/schemas';
import { useEffect, useSyncExternalStore } from 'react';
import {
  cataloguePicture,
  showCataloguePicture,
  subscribeCataloguePictures,
  type CataloguePicture,
} from './cataloguePictures';
import { watchTileInView } from './watchTileInView';

/**
 * A catalogue tile's picture of its model in a style, asked for once the tile is shown and drawn
 * before those of tiles out of view while `tile` (the tile's element, once mounted) is in or near
 * its panel's view; the tile renders again only when its own picture lands.
 */
export function useCataloguePicture(
  catalogModel: CatalogModel,
  catalogStyleId: string | null,
  tile: Element | null,
): CataloguePicture {
  useEffect(() => {
    const shown = showCataloguePicture(catalogModel, catalogStyleId);
    const unwatch = tile === null ? () => {} : watchTileInView(tile, (inView) => shown.inView(inView));
    return () => {
      unwatch();
      shown.release();
    };
  }, [catalogModel, catalogStyleId, tile]);
  return useSyncExternalStore(subscribeCataloguePictures, () =>
    cataloguePicture(catalogModel, catalogStyleId),
  );
}
