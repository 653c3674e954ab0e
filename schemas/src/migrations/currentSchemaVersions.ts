import type { MigrationKind } from './migrationKind';
import { MIGRATION_STEPS } from './migrationSteps';
import { schemaVersionsOf } from './schemaVersionsOf';

/** The version vector this code writes and expects: every known step applied. */
export function currentSchemaVersions(): Record<MigrationKind, number> {
  return schemaVersionsOf(MIGRATION_STEPS);
}
