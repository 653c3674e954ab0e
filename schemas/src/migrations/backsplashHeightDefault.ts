import { BACKSPLASH_DEFAULT_CUSTOM_HEIGHT } from '../document/backsplash';
import { isRecord } from './isRecord';
import { looseNumber } from './looseNumber';
import type { MigrationStep } from './migrationStep';

/**
 * A backsplash height that is zero or empty falls back to 4.25 inches (spec 002 section 5). The
 * schema turns a zero into 4.25 but refuses an empty (null, blank) height, which cost the user the
 * whole backsplash choice; a missing height is left for the schema's default.
 */
export const backsplashHeightDefault: MigrationStep = {
  name: 'backsplash-height-default',
  kind: 'design',
  migrate(fields) {
    const backsplash = fields.backsplash;
    if (!isRecord(backsplash)) return fields;
    const stored = backsplash.height;
    if (stored === undefined) return fields;
    const parsed = looseNumber(stored);
    const height = parsed !== null && parsed > 0 ? parsed : BACKSPLASH_DEFAULT_CUSTOM_HEIGHT;
    return height === stored ? fields : { ...fields, backsplash: { ...backsplash, height } };
  },
};
