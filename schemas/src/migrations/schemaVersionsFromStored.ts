import { SchemaVersionsSchema, type SchemaVersions } from './schemaVersions';

/**
 * The version vector from what a document's `meta` map holds under `SCHEMA_VERSIONS_KEY`: empty when it
 * holds nothing (a document made before migrations existed has had no step), null when what it holds is
 * not a vector, so no version can be trusted.
 */
export function schemaVersionsFromStored(stored: unknown): SchemaVersions | null {
  if (stored === undefined) return {};
  const parsed = SchemaVersionsSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
