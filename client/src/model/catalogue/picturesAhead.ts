import type { CatalogModel, ModelType } from '@kitchensync/schemas';
import { glassFilter } from './glassFilter';
import { groupBySubcategory } from './groupBySubcategory';
import { modelsInCollection } from './modelsInCollection';

/** A catalogue panel's models as the api answers them. */
export interface PanelModels {
  readonly category: ModelType;
  readonly models: readonly CatalogModel[];
}

/** A model's picture as its tile asks for it: the model in a style (null: a model without styles). */
export interface PictureAhead {
  readonly catalogModel: CatalogModel;
  readonly catalogStyleId: string | null;
}

/**
 * The pictures worth drawing before a person opens `panels` (most likely first), in the order
 * they would see them: each panel's tiles as it shows them in the chosen collection without a
 * search (subcategory groups in order, glass left out), each in the style its tile asks for (the
 * collection's, or the model's first); at most `limit`.
 */
export function picturesAhead(
  panels: readonly PanelModels[],
  collectionId: string | null,
  limit: number,
): PictureAhead[] {
  const pictures: PictureAhead[] = [];
  for (const { category, models } of panels) {
    const shown = glassFilter.apply(modelsInCollection(models, collectionId), '', false);
    for (const group of groupBySubcategory(category, shown)) {
      for (const catalogModel of group.models) {
        if (pictures.length >= limit) return pictures;
        const style =
          catalogModel.styles.find((candidate) => candidate.catalogStyleId === collectionId) ??
          catalogModel.styles[0] ??
          null;
        pictures.push({ catalogModel, catalogStyleId: style?.catalogStyleId ?? null });
      }
    }
  }
  return pictures;
}
