import { SOFFIT_CUSTOM_DEPTH_IN } from '../document/soffit';
import { looseNumber } from './looseNumber';
import type { MigrationStep } from './migrationStep';

/**
 * A soffit's custom depth stays within 1 to 48 inches, and one that cannot be read falls back to 12
 * (spec 002 section 5). The schema refuses a depth out of range, so such a soffit would be skipped on
 * read and disappear; a missing depth is left for the schema's default.
 */
export const soffitCustomDepthInRange: MigrationStep = {
  name: 'custom-depth-in-range',
  kind: 'soffit',
  migrate(fields) {
    if (fields.customDepthValue === undefined) return fields;
    const depth = looseNumber(fields.customDepthValue);
    const inRange =
      depth !== null && depth >= SOFFIT_CUSTOM_DEPTH_IN.min && depth <= SOFFIT_CUSTOM_DEPTH_IN.max;
    const customDepthValue = inRange ? depth : SOFFIT_CUSTOM_DEPTH_IN.default;
    return customDepthValue === fields.customDepthValue ? fields : { ...fields, customDepthValue };
  },
};
