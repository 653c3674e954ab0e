import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { DocumentStore } from './DocumentStore';

/** The default DocumentStore: one SQLite file holding every save's update log. */
export function openSqliteDocumentStore(filePath: string): DocumentStore {
  mkdirSync(dirname(filePath), { recursive: true });
  const db = new Database(filePath);
  db.pragma('journal_mode = WAL');
  // WAL's default (NORMAL) can lose the last commits on power loss; an acknowledged append must survive.
  db.pragma('synchronous = FULL');
  db.exec(`
    CREATE TABLE IF NOT EXISTS document_updates (
      save_id TEXT NOT NULL,
      seq INTEGER NOT NULL,
      author TEXT,
      created_at INTEGER NOT NULL,
      "update" BLOB NOT NULL,
      PRIMARY KEY (save_id, seq)
    ) WITHOUT ROWID
  `);

  const selectUpdates = db.prepare<[string], { update: Buffer }>(
    'SELECT "update" FROM document_updates WHERE save_id = ? ORDER BY seq',
  );
  const selectLastSeq = db.prepare<[string], { last: number }>(
    'SELECT COALESCE(MAX(seq), 0) AS last FROM document_updates WHERE save_id = ?',
  );
  const insertUpdate = db.prepare<[string, number, string | null, number, Buffer]>(
    'INSERT INTO document_updates (save_id, seq, author, created_at, "update") VALUES (?, ?, ?, ?, ?)',
  );
  // Reading the last seq and inserting in one transaction keeps seqs gapless and unique per save.
  const append = db.transaction((saveId: string, update: Uint8Array, author: string | null): number => {
    const seq = (selectLastSeq.get(saveId)?.last ?? 0) + 1;
    insertUpdate.run(
      saveId,
      seq,
      author,
      Date.now(),
      Buffer.from(update.buffer, update.byteOffset, update.byteLength),
    );
    return seq;
  });

  return {
    async loadUpdates(saveId) {
      return selectUpdates
        .all(saveId)
        .map(({ update }) => new Uint8Array(update.buffer, update.byteOffset, update.byteLength));
    },
    async appendUpdate(saveId, update, author) {
      return append(saveId, update, author);
    },
    async close() {
      if (db.open) db.close();
    },
  };
}
