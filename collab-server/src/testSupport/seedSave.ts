import { migrateDoc } from '@kitchensync/schemas';
import * as Y from 'yjs';
import { openSqliteDocumentStore } from '../SqliteDocumentStore';

/**
 * Writes a save to the SQLite file as the product would have: at the current schema versions, so that
 * loading it needs no migration append, plus whatever `fill` puts in it.
 */
export async function seedSave(dbFile: string, saveId: string, fill: (doc: Y.Doc) => void = () => undefined) {
  const doc = new Y.Doc();
  migrateDoc(doc);
  fill(doc);
  const store = openSqliteDocumentStore(dbFile);
  await store.appendUpdate(saveId, Y.encodeStateAsUpdate(doc), null);
  await store.close();
}
