import type * as Y from 'yjs';
import { designMap } from '../doc/designMap';
import { nodeFields } from '../doc/nodeFields';
import { nodesMap } from '../doc/nodesMap';
import { replaceMapFields } from '../doc/replaceMapFields';
import { migrateFields } from './migrateFields';
import { MIGRATION_KINDS } from './migrationKind';
import { MIGRATION_ORIGIN } from './migrationOrigin';
import type { MigrationResult } from './migrationResult';
import type { MigrationStep } from './migrationStep';
import { MIGRATION_STEPS } from './migrationSteps';
import { planMigration } from './planMigration';
import { readSchemaVersions } from './readSchemaVersions';
import { SCHEMA_VERSIONS_KEY } from './schemaVersions';

/**
 * Brings a document up to this code's schema: every pending step of every kind and the new version
 * vector, in one transaction with `MIGRATION_ORIGIN`, so no client ever sees half a migration. Only
 * fields a step changed are written, and a document with nothing pending is not touched at all (no
 * update). A document written by a newer version, or whose vector is unreadable, is refused and left
 * as it is. `steps` is for tests; the product always runs `MIGRATION_STEPS`.
 */
export function migrateDoc(doc: Y.Doc, steps: readonly MigrationStep[] = MIGRATION_STEPS): MigrationResult {
  const plan = planMigration(readSchemaVersions(doc), steps);
  if (plan.status !== 'pending') return plan;
  const { stored, known, pending } = plan;
  doc.transact(() => {
    for (const kind of MIGRATION_KINDS) {
      const from = stored[kind] ?? 0;
      if (from === known[kind]) continue;
      if (kind === 'design') {
        const design = designMap(doc);
        const fields = structuredClone(design.toJSON()) as Record<string, unknown>;
        replaceMapFields(design, migrateFields(kind, fields, from, steps));
        continue;
      }
      for (const node of nodesMap(doc, kind).values()) {
        const fields = nodeFields(node);
        if (fields !== null) replaceMapFields(node, migrateFields(kind, fields, from, steps));
      }
    }
    doc.getMap('meta').set(SCHEMA_VERSIONS_KEY, { ...known });
  }, MIGRATION_ORIGIN);
  return { status: 'migrated', applied: pending.map((step) => step.name), versions: known };
}
