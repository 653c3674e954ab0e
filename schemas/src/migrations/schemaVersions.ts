import { z } from 'zod';

/**
 * The schema version vector kept in the document's `meta` map: per kind, how many of its migration
 * steps the document has had. Kinds this version does not know may appear (a newer product wrote
 * them); a kind that is missing has had none.
 */
export const SchemaVersionsSchema = z.record(z.string(), z.number().int().nonnegative());
export type SchemaVersions = z.infer<typeof SchemaVersionsSchema>;

/** The key of the vector in the `meta` map. */
export const SCHEMA_VERSIONS_KEY = 'schemaVersions';
