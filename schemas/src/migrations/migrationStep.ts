import type { MigrationKind } from './migrationKind';

/**
 * One named change to the stored shape of one kind. `migrate` gets the fields as stored (for a node,
 * without its id, which is its key and never changes; for 'design', every entry of the design map)
 * and returns the fields the node must hold afterwards, without mutating its argument. It must be
 * deterministic, so replicas migrating the same document at once write the same values and converge,
 * and idempotent, because save files carry no version vector: importing one runs every step over
 * content of unknown age.
 */
export interface MigrationStep {
  readonly name: string;
  readonly kind: MigrationKind;
  migrate(fields: Readonly<Record<string, unknown>>): Record<string, unknown>;
}
