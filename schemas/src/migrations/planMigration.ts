import { kindsNewerThan } from './kindsNewerThan';
import type { MigrationKind } from './migrationKind';
import type { MigrationResult } from './migrationResult';
import type { MigrationStep } from './migrationStep';
import { pendingSteps } from './pendingSteps';
import type { SchemaVersions } from './schemaVersions';
import { schemaVersionsOf } from './schemaVersionsOf';

/**
 * What a document with version vector `stored` (null: unreadable) needs: refused (`invalidVersions`,
 * `tooNew`), nothing (`upToDate`), or the `pending` steps. One decision for `migrateDoc`, which then
 * runs the steps, and for `isUpToDateSchema`, which reads the vector from stored bytes, so the two can
 * never disagree about which designs are served as they are.
 */
export type MigrationPlan =
  | Exclude<MigrationResult, { status: 'migrated' }>
  | {
      status: 'pending';
      stored: SchemaVersions;
      known: Record<MigrationKind, number>;
      pending: readonly MigrationStep[];
    };

export function planMigration(stored: SchemaVersions | null, steps: readonly MigrationStep[]): MigrationPlan {
  if (stored === null) return { status: 'invalidVersions' };
  const known = schemaVersionsOf(steps);
  const newerKinds = kindsNewerThan(stored, known);
  if (newerKinds.length > 0) return { status: 'tooNew', newerKinds, stored, known };
  const pending = pendingSteps(steps, stored);
  if (pending.length === 0) return { status: 'upToDate', versions: known };
  return { status: 'pending', stored, known, pending };
}
