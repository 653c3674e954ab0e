import type { SchemaVersions } from './schemaVersions';

/**
 * The kinds whose version in `stored` is beyond `known`, sorted. A kind missing from `known` is
 * version 0 there, so a document naming a kind this code has never heard of is newer. The
 * collab-server uses the same test to find a client whose schema is older than the document's.
 */
export function kindsNewerThan(stored: Readonly<SchemaVersions>, known: Readonly<SchemaVersions>): string[] {
  return Object.entries(stored)
    .filter(([kind, version]) => version > (known[kind] ?? 0))
    .map(([kind]) => kind)
    .sort();
}
