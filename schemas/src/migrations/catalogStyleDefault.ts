import { DEFAULT_CATALOG_STYLE_ID } from '../document/placedModel';
import type { MigrationStep } from './migrationStep';

/**
 * A model with no style takes the default one (spec 001 section 3: "catalogStyleId (default when
 * none)"). The schema fills a missing id but refuses a blank or null one, so such a model would
 * vanish from the design. Numeric ids from older writers are kept as their decimal string.
 */
export const catalogStyleDefault: MigrationStep = {
  name: 'catalog-style-default',
  kind: 'model',
  migrate(fields) {
    const style = fields.catalogStyleId;
    if (typeof style === 'string' && style.trim() !== '') return fields;
    if (typeof style === 'number' && Number.isFinite(style))
      return { ...fields, catalogStyleId: String(style) };
    return { ...fields, catalogStyleId: DEFAULT_CATALOG_STYLE_ID };
  },
};
