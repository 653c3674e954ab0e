import type { ModelType } from '@kitchensync/schemas';
import { useQuery } from '@tanstack/react-query';
import { catalogueModelsQuery } from './catalogueModelsQuery';

/** The catalogue's models of one type, each marked locked or not for the designer's plan. */
export function useCatalogueModels(type: ModelType) {
  return useQuery(catalogueModelsQuery(type));
}
