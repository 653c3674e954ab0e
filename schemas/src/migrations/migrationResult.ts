import type { MigrationKind } from './migrationKind';
import type { SchemaVersions } from './schemaVersions';

/**
 * What `migrateDoc` did. `tooNew` and `invalidVersions` leave the document untouched: the collab-server
 * must not serve it to clients of this version (it closes them with its "reload" code, since a newer
 * server wrote the document), and must not save over it.
 */
export type MigrationResult =
  | { status: 'upToDate'; versions: Record<MigrationKind, number> }
  | { status: 'migrated'; applied: string[]; versions: Record<MigrationKind, number> }
  | { status: 'tooNew'; newerKinds: string[]; stored: SchemaVersions; known: Record<MigrationKind, number> }
  | { status: 'invalidVersions' };
