import { kindsNewerThan } from './kindsNewerThan';
import type { MigrationStep } from './migrationStep';
import { MIGRATION_STEPS } from './migrationSteps';
import { pendingSteps } from './pendingSteps';
import { schemaVersionsFromStored } from './schemaVersionsFromStored';
import { schemaVersionsOf } from './schemaVersionsOf';

/**
 * Whether `migrateDoc` would leave a document whose `meta` map holds `stored` under
 * `SCHEMA_VERSIONS_KEY` (undefined: nothing) untouched, its status `upToDate`: a readable vector, no kind
 * newer than `steps` know, no step pending. For a caller that can read the vector without building the
 * document (the collab-server serving a stored design from its bytes); anything else needs `migrateDoc`.
 */
export function isUpToDateSchema(
  stored: unknown,
  steps: readonly MigrationStep[] = MIGRATION_STEPS,
): boolean {
  const versions = schemaVersionsFromStored(stored);
  if (versions === null) return false;
  return (
    kindsNewerThan(versions, schemaVersionsOf(steps)).length === 0 &&
    pendingSteps(steps, versions).length === 0
  );
}
