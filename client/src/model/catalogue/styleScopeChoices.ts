import { MODEL_TYPES, type ModelType, type PlacedModel } from '@kitchensync/schemas';
import { CATALOGUE_CATEGORIES, catalogueCategories, type CatalogueCategory } from './catalogueCategories';
import type { StyleScope } from './StyleScope';

/** One entry of the style change menu: what it says and which models it restyles. */
export interface StyleScopeChoice {
  readonly label: string;
  readonly scope: StyleScope;
  /** How many placed models it reaches now. */
  readonly count: number;
}

function typeLabel(type: ModelType): string {
  return (CATALOGUE_CATEGORIES as readonly ModelType[]).includes(type)
    ? catalogueCategories.label(type as CatalogueCategory)
    : 'Uncategorized';
}

/**
 * The style change menu (spec 001 section 4: "the chosen items, all items, or all of a type"):
 * "Selected items" when the selection holds placed models (only those: a selected wall or note has
 * no style), "All items" when the design has any, and "All {type}" for each type it has, in the
 * catalogue's order. A design without models offers nothing to restyle.
 */
export function styleScopeChoices(
  models: readonly Pick<PlacedModel, 'id' | 'modelType'>[],
  selectedIds: readonly string[],
): StyleScopeChoice[] {
  const choices: StyleScopeChoice[] = [];
  const selected = models.filter((model) => selectedIds.includes(model.id)).map((model) => model.id);
  if (selected.length > 0) {
    choices.push({
      label: 'Selected items',
      scope: { kind: 'selection', ids: selected },
      count: selected.length,
    });
  }
  if (models.length === 0) return choices;
  choices.push({ label: 'All items', scope: { kind: 'all' }, count: models.length });
  for (const modelType of MODEL_TYPES) {
    const count = models.filter((model) => model.modelType === modelType).length;
    if (count > 0)
      choices.push({ label: `All ${typeLabel(modelType)}`, scope: { kind: 'type', modelType }, count });
  }
  return choices;
}
