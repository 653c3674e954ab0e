import type { MigrationKind } from './migrationKind';
import type { MigrationStep } from './migrationStep';
import { MIGRATION_STEPS } from './migrationSteps';

/**
 * The fields of one node (or the design record) after the steps of its kind that it has not had:
 * those after the first `from`. The input is not mutated.
 */
export function migrateFields(
  kind: MigrationKind,
  fields: Readonly<Record<string, unknown>>,
  from = 0,
  steps: readonly MigrationStep[] = MIGRATION_STEPS,
): Record<string, unknown> {
  return steps
    .filter((step) => step.kind === kind)
    .slice(from)
    .reduce<Record<string, unknown>>((migrated, step) => step.migrate(migrated), { ...fields });
}
