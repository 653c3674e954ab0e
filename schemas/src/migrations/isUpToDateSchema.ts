import type { MigrationStep } from './migrationStep';
import { MIGRATION_STEPS } from './migrationSteps';
import { planMigration } from './planMigration';
import { schemaVersionsFromStored } from './schemaVersionsFromStored';

/**
 * Whether `migrateDoc` would leave a document whose `meta` map holds `stored` under
 * `SCHEMA_VERSIONS_KEY` (undefined: nothing) untouched, its status `upToDate` (the same
 * `planMigration`). For a caller that can read the vector without building the document (the
 * collab-server serving a stored design from its bytes); anything else needs `migrateDoc`.
 */
export function isUpToDateSchema(
  stored: unknown,
  steps: readonly MigrationStep[] = MIGRATION_STEPS,
): boolean {
  return planMigration(schemaVersionsFromStored(stored), steps).status === 'upToDate';
}
