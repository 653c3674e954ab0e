import { MODEL_TYPES, type ModelType } from '@kitchensync/schemas';

/** A category of the catalogue toolbar: every model type but uncategorized, which has no panel. */
export type CatalogueCategory = Exclude<ModelType, 'uncategorized'>;

/** The categories of the catalogue toolbar, in the spec's order of model types. */
export const CATALOGUE_CATEGORIES: readonly CatalogueCategory[] = MODEL_TYPES.filter(
  (type): type is CatalogueCategory => type !== 'uncategorized',
);

/** Categories that open the cabinets panel; the others have panels of their own. */
const CABINET_PANEL_CATEGORIES: readonly CatalogueCategory[] = [
  'base',
  'wall',
  'tall',
  'vanity',
  'accessory',
];

const LABELS: Record<CatalogueCategory, string> = {
  base: 'Base',
  wall: 'Wall',
  tall: 'Tall',
  vanity: 'Vanity',
  accessory: 'Accessory',
  closets: 'Closets',
  appliance: 'Appliances',
  furniture: 'Furniture',
  decoration: 'Decorations',
};

export const catalogueCategories = {
  label(category: CatalogueCategory): string {
    return LABELS[category];
  },

  /** Which panel a category opens: the cabinets panel, the appliance menu, or an item grid. */
  panelOf(category: CatalogueCategory): 'cabinets' | 'appliances' | 'items' {
    if (category === 'appliance') return 'appliances';
    return CABINET_PANEL_CATEGORIES.includes(category) ? 'cabinets' : 'items';
  },

  /**
   * The panel's title. Spec 001 section 2: "Step 2: {category} Cabinets (Step 3 for appliances)";
   * closets, furniture and decorations are no cabinets and carry their own name.
   */
  title(category: CatalogueCategory): string {
    const panel = catalogueCategories.panelOf(category);
    if (panel === 'appliances') return 'Step 3: Appliances';
    if (panel === 'cabinets') return `Step 2: ${LABELS[category]} Cabinets`;
    return LABELS[category];
  },
};
