import { parentPort, workerData } from 'node:worker_threads';
import { openSqliteConnection } from './openSqliteConnection';
import { prepareAppendCommit } from './prepareAppendCommit';
import type { FromSqliteWriter, SqliteWriterData, ToSqliteWriter } from './SqliteWriterProtocol';

// The body of the writer thread that SqliteWriterThread starts: the connection that commits the
// store's appends lives here, so that their fsyncs block this thread and not the server's event loop.

type AppendBatch = Extract<ToSqliteWriter, { type: 'append' }>;

if (!parentPort) throw new Error('sqliteWriter.worker.ts runs only as a worker thread');
const port = parentPort;
const { filePath } = workerData as SqliteWriterData;
const db = openSqliteConnection(filePath);
const commit = prepareAppendCommit(db);

let queued: AppendBatch[] = [];
let commitScheduled = false;
let closeRequested = false;

const post = (message: FromSqliteWriter) => port.postMessage(message);

// Errors cross to the main thread as plain data; SQLite's code (SQLITE_BUSY …) is kept.
const describeError = (error: unknown) => {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const { code } = error as { code?: unknown };
  return { name: error.name, message: error.message, ...(typeof code === 'string' ? { code } : {}) };
};

/**
 * Group commit: batches that arrived while the previous commit held this thread are all waiting in
 * the port by the time it returns, and are all delivered before this runs again (setImmediate comes
 * after the poll phase that delivers them), so they share the next transaction.
 */
const commitQueued = () => {
  commitScheduled = false;
  const batches = queued;
  queued = [];
  if (batches.length > 0) {
    const ids = batches.map((batch) => batch.id);
    try {
      const seqs = commit(batches.flatMap((batch) => batch.appends));
      let next = 0;
      post({
        type: 'committed',
        ids,
        seqs: batches.map((batch) => seqs.slice(next, (next += batch.appends.length))),
      });
    } catch (error) {
      post({ type: 'failed', ids, error: describeError(error) });
    }
  }
  if (closeRequested) {
    db.close();
    port.close();
  }
};

port.on('message', (message: ToSqliteWriter) => {
  if (message.type === 'close') closeRequested = true;
  else queued.push(message);
  if (!commitScheduled) {
    commitScheduled = true;
    setImmediate(commitQueued);
  }
});

post({ type: 'ready' });
