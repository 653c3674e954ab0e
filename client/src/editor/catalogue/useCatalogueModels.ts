import type { ModelType } from '@kitchensync/schemas';
import { useQuery } from '@tanstack/react-query';
import { catalogueModelsQuery } from './catalogueModelsQuery';
import { useCatalogueAccount } from './useCatalogueAccount';

/** The catalogue's models of one type, locked or not for the designer's plan, priced for the account. */
export function useCatalogueModels(type: ModelType) {
  const { accountId, known } = useCatalogueAccount();
  return useQuery({ ...catalogueModelsQuery(type, accountId), enabled: known });
}
