import type { MigrationStep } from './migrationStep';
import type { SchemaVersions } from './schemaVersions';

/** The steps a document with version vector `stored` has not had yet, in the order they run. */
export function pendingSteps(
  steps: readonly MigrationStep[],
  stored: Readonly<SchemaVersions>,
): MigrationStep[] {
  const seen = new Map<string, number>();
  return steps.filter((step) => {
    const rank = seen.get(step.kind) ?? 0;
    seen.set(step.kind, rank + 1);
    return rank >= (stored[step.kind] ?? 0);
  });
}
