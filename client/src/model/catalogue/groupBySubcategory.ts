import { MODEL_SUBCATEGORIES, type CatalogModel, type ModelType } from '@kitchensync/schemas';

export interface SubcategoryGroup<M> {
  /** One of the type's subcategories, or '' for models that have none. */
  readonly subcategory: string;
  readonly models: readonly M[];
}

/**
 * The subcategory accordions of a category: groups in the order spec 001 section 3 lists the
 * type's subcategories, then models without a subcategory. Empty groups are left out, and models
 * keep their order within a group.
 */
export function groupBySubcategory<M extends Pick<CatalogModel, 'subcategory'>>(
  type: ModelType,
  models: readonly M[],
): SubcategoryGroup<M>[] {
  const order: readonly string[] = [...MODEL_SUBCATEGORIES[type], ''];
  const rank = (subcategory: string) => {
    const index = order.indexOf(subcategory);
    return index === -1 ? order.length : index;
  };
  const bySubcategory = new Map<string, M[]>();
  for (const model of models) {
    const group = bySubcategory.get(model.subcategory);
    if (group) group.push(model);
    else bySubcategory.set(model.subcategory, [model]);
  }
  return [...bySubcategory.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([subcategory, grouped]) => ({ subcategory, models: grouped }));
}
