import { DEFAULT_CATALOG_STYLE_ID, type CatalogModel, type CatalogStyle } from '@kitchensync/schemas';

/**
 * What a designer picked in a catalogue panel, for the placement command to add: the model and the
 * style it is placed in. `style` is null for models without styles (appliances, furniture,
 * decorations), whose style id is then the default one.
 */
export interface CataloguePick {
  readonly model: CatalogModel;
  readonly style: CatalogStyle | null;
  readonly catalogStyleId: string;
}

/**
 * The pick of a model in the chosen collection, or null when it cannot be picked: a model locked
 * for the designer's plan, or one that has styles but none in that collection (rather than a silent
 * switch to another style).
 */
export function catalogueModelPick(model: CatalogModel, collectionId: string | null): CataloguePick | null {
  if (model.locked) return null;
  if (model.styles.length === 0) return { model, style: null, catalogStyleId: DEFAULT_CATALOG_STYLE_ID };
  const style = model.styles.find((entry) => entry.catalogStyleId === collectionId);
  return style ? { model, style, catalogStyleId: style.catalogStyleId } : null;
}
