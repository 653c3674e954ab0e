import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CatalogueCategory } from '../../model/catalogue/catalogueCategories';
import { picturesAhead } from '../../model/catalogue/picturesAhead';
import { drawCataloguePicturesAhead } from '../../scene/cataloguePictures/cataloguePictures';
import { catalogueModelsQuery } from './catalogueModelsQuery';
import { useCatalogueAccount } from './useCatalogueAccount';

/**
 * The panels a person most likely opens first in a kitchen: base cabinets (Ctrl+M opens it too),
 * then wall cabinets.
 */
const LIKELY_PANELS: readonly CatalogueCategory[] = ['base', 'wall'];
/** About the two panels' tiles in one collection. */
const MOST_PICTURES = 120;

/**
 * Draws ahead, at idle once the pictures' renderer is readied, the pictures of the base and wall
 * panels in the collection they would show (`drawCataloguePicturesAhead`), loading their models
 * into the same query cache the panels read. Abandoned when the collection changes or the
 * catalogue goes.
 */
export function useCataloguePicturesAhead(collectionId: string | null): void {
  const queryClient = useQueryClient();
  const { accountId, known } = useCatalogueAccount();
  useEffect(() => {
    if (!known || collectionId === null) return;
    return drawCataloguePicturesAhead(async () => {
      const panels = await Promise.all(
        LIKELY_PANELS.map(async (category) => ({
          category,
          models: await queryClient.fetchQuery(catalogueModelsQuery(category, accountId)),
        })),
      );
      return picturesAhead(panels, collectionId, MOST_PICTURES);
    });
  }, [queryClient, accountId, known, collectionId]);
}
