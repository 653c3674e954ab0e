import {
  MODEL_TYPES,
  type CatalogModel,
  type Design,
  type ModelType,
  type PlacedModel,
  type PlacedOpening,
  type Wall,
} from '@kitchensync/schemas';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { buildCart, type DesignCart } from '../../model/cart/buildCart';
import { cartUnitPrice } from '../../model/cart/cartUnitPrice';
import { moldingProducts } from '../../model/cart/moldingProducts';
import { catalogueModelsQuery } from '../catalogue/catalogueModelsQuery';
import { useCatalogueAccount } from '../catalogue/useCatalogueAccount';
import { useBacksplashTextures } from '../finishes/useBacksplashTextures';
import { useCatalogueCountertops } from '../finishes/useCatalogueCountertops';
import { useFlooringTextures } from '../finishes/useFlooringTextures';

export interface DesignCartState {
  cart: DesignCart;
  /** Whether the catalogue's prices have arrived; until then lines carry the prices stored at placement. */
  pricesKnown: boolean;
}

/** Module-level, so TanStack Query recombines only when a query's result changes. */
function catalogueById(results: ReadonlyArray<{ data?: CatalogModel[]; isSuccess: boolean }>) {
  const catalogue = new Map<string, CatalogModel>();
  for (const result of results)
    for (const model of result.data ?? []) catalogue.set(model.catalogModelId, model);
  return { catalogue, pricesKnown: results.every((result) => result.isSuccess) };
}

/**
 * The design's live price list: the document's models, walls, openings and finishes (every collaborator's edits
 * as they arrive) priced from the catalogue as the api answers it for the account whose prices apply
 * here. Only the model types the design uses are fetched, plus the accessories the moldings come from.
 */
export function useDesignCart(
  models: readonly PlacedModel[],
  walls: readonly Wall[],
  openings: readonly PlacedOpening[],
  design: Pick<Design, 'countertop' | 'flooring' | 'backsplash'>,
): DesignCartState {
  const { accountId, known } = useCatalogueAccount();
  const types = useMemo(() => {
    const used = new Set<ModelType>(['accessory', ...models.map((model) => model.modelType)]);
    return MODEL_TYPES.filter((type) => used.has(type));
  }, [models]);
  const { catalogue, pricesKnown } = useQueries({
    queries: types.map((type) => ({ ...catalogueModelsQuery(type, accountId), enabled: known })),
    combine: catalogueById,
  });
  const countertops = useCatalogueCountertops();
  const floorings = useFlooringTextures();
  const backsplashes = useBacksplashTextures(Boolean(design.backsplash?.textureId));

  const cart = useMemo(
    () =>
      buildCart({
        models,
        walls,
        openings,
        design,
        unitPriceOf: (model) => cartUnitPrice(model, catalogue),
        moldings: moldingProducts(catalogue.values()),
        finishOf: (kind, id) => {
          const name =
            kind === 'countertop'
              ? countertops.data?.find((countertop) => countertop.id === id)?.name
              : kind === 'flooring'
                ? floorings.data?.find((texture) => texture.id === id)?.name
                : backsplashes.data?.find((texture) => texture.id === id)?.name;
          // Finishes carry no prices in the catalogue yet: they are listed by area, on request.
          return { name: name || id, pricePerSquareMeter: null };
        },
      }),
    [models, walls, openings, design, catalogue, countertops.data, floorings.data, backsplashes.data],
  );
  return { cart, pricesKnown };
}
