import type * as Y from 'yjs';
import { SCHEMA_VERSIONS_KEY, type SchemaVersions } from './schemaVersions';
import { schemaVersionsFromStored } from './schemaVersionsFromStored';

/**
 * The document's version vector: empty when it has none (a document made before migrations existed
 * has had no step), null when what is stored is not a vector, so no version can be trusted.
 */
export function readSchemaVersions(doc: Y.Doc): SchemaVersions | null {
  return schemaVersionsFromStored(doc.getMap('meta').get(SCHEMA_VERSIONS_KEY));
}
