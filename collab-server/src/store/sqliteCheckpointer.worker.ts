import { parentPort, workerData } from 'node:worker_threads';
import { openSqliteConnection } from './openSqliteConnection';
import type { SqliteCheckpointerData } from './SqliteCheckpointerProtocol';

// The body of the checkpoint thread that SqliteCheckpointThread starts. The connection committing the
// appends has SQLite's automatic checkpoints turned off, since one copies up to 1,000 WAL pages into
// the database and syncs both files (about 3 ms here, far more on a busy disk) on whatever thread
// commits. Here they block nobody: PASSIVE waits for no reader or writer, and the next write after a
// complete one restarts the WAL from its beginning.

if (!parentPort) throw new Error('sqliteCheckpointer.worker.ts runs only as a worker thread');
const port = parentPort;
const { filePath, intervalMs } = workerData as SqliteCheckpointerData;
const db = openSqliteConnection(filePath);
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');

const timer = setInterval(() => {
  try {
    checkpoint.run();
  } catch (error) {
    // SQLITE_BUSY: another connection is checkpointing; the next tick tries again.
    if ((error as { code?: unknown }).code !== 'SQLITE_BUSY') throw error;
  }
}, intervalMs);

port.on('message', () => {
  clearInterval(timer);
  db.close();
  port.close();
});

port.postMessage('ready');
