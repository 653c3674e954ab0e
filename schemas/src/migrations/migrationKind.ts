import { NODE_KIND_NAMES } from '../doc/nodeKinds';
import type { NodeKind } from '../ids';

/** What a migration step rewrites: every node of one kind, or the design's settings as one record. */
export type MigrationKind = NodeKind | 'design';

export const MIGRATION_KINDS: readonly MigrationKind[] = [...NODE_KIND_NAMES, 'design'];
