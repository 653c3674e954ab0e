import { MIGRATION_KINDS, type MigrationKind } from './migrationKind';
import type { MigrationStep } from './migrationStep';

/** The version vector a document has once it has had every one of `steps`, with 0 for kinds without. */
export function schemaVersionsOf(steps: readonly MigrationStep[]): Record<MigrationKind, number> {
  const versions = Object.fromEntries(MIGRATION_KINDS.map((kind) => [kind, 0])) as Record<
    MigrationKind,
    number
  >;
  for (const step of steps) versions[step.kind] += 1;
  return versions;
}
