import type Database from 'better-sqlite3';

/** The seq of a save's last committed append as the connection sees it (0 for a new save). */
export function prepareLastSeq(db: Database.Database): (saveId: string) => number {
  // Trimmed updates leave their last seq in the snapshot that replaced them, so both tables count.
  const selectLastSeq = db.prepare<[string, string], { last: number }>(
    `SELECT MAX(COALESCE((SELECT MAX(seq) FROM document_updates WHERE save_id = ?), 0),
                COALESCE((SELECT MAX(seq) FROM document_snapshots WHERE save_id = ?), 0)) AS last`,
  );
  return (saveId) => selectLastSeq.get(saveId, saveId)?.last ?? 0;
}
