import type { CatalogModel } from '@kitchensync/schemas';

/**
 * The models a category shows in the chosen collection: those without styles (they look the same in
 * every collection) and those that come in it. Cabinets not made in the collection are left out.
 */
export function modelsInCollection<M extends Pick<CatalogModel, 'styles'>>(
  models: readonly M[],
  collectionId: string | null,
): M[] {
  return models.filter(
    (model) =>
      model.styles.length === 0 || model.styles.some((style) => style.catalogStyleId === collectionId),
  );
}
