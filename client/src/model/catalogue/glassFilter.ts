import type { CatalogModel } from '@kitchensync/schemas';
import { isSearchActive } from './searchCatalogueModels';

type WithProgramKeys = Pick<CatalogModel, 'programKeys'>;

/** The catalogue marks glass-door models with this program key. */
export const GLASS_PROGRAM_KEY = 'glass';

/**
 * The Show glass checkbox of the cabinets panel (spec 001 section 2): offered only when the category
 * has glass models and no search is active. Unchecked, glass models are left out of the grid; a
 * search always looks through every model, glass or not.
 */
export const glassFilter = {
  isGlass(model: WithProgramKeys): boolean {
    return model.programKeys.includes(GLASS_PROGRAM_KEY);
  },

  showsCheckbox(models: readonly WithProgramKeys[], query: string): boolean {
    return !isSearchActive(query) && models.some((model) => glassFilter.isGlass(model));
  },

  apply<M extends WithProgramKeys>(models: readonly M[], query: string, showGlass: boolean): M[] {
    if (isSearchActive(query) || showGlass) return [...models];
    return models.filter((model) => !glassFilter.isGlass(model));
  },
};
