import type { Worker } from 'node:worker_threads';
import { openSqliteDocumentStore, type SqliteDocumentStoreOptions } from '../SqliteDocumentStore';
import type { DocumentLog } from '../store/DocumentLog';

/**
 * Opens the SQLite store and, with the worker writer, resolves once its writer thread takes the
 * appends, so that a test's appends go through the thread rather than the inline start-up path.
 */
export async function openSqliteStoreReady(
  file: string,
  options: SqliteDocumentStoreOptions = {},
): Promise<{ store: DocumentLog; thread: Worker | null }> {
  let ready: (thread: Worker) => void = () => undefined;
  let failed: (error: unknown) => void = () => undefined;
  const started = new Promise<Worker>((resolve, reject) => {
    ready = resolve;
    failed = reject;
  });
  const store = openSqliteDocumentStore(file, {
    ...options,
    onWriterReady: (thread) => {
      ready(thread);
      options.onWriterReady?.(thread);
    },
    onWriterCrash: (error) => {
      failed(error);
      options.onWriterCrash?.(error);
    },
  });
  if (options.writer !== 'worker') return { store, thread: null };
  return { store, thread: await started };
}
