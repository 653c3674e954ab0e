/**
 * The transaction origin of `migrateDoc`. No client's undo manager tracks it, so nobody can undo a
 * migration; the collab-server can tell these updates from a client's. `Symbol.for`, so that two
 * copies of this module (a bundler may make them) still agree.
 */
export const MIGRATION_ORIGIN: unique symbol = Symbol.for('kitchensync.migration');
