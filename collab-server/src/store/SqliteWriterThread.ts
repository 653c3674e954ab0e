import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { AppendRequest } from './prepareAppendCommit';
import { SqliteWriterCrashedError } from './SqliteWriterCrashedError';
import type { FromSqliteWriter, SqliteWriterData, ToSqliteWriter } from './SqliteWriterProtocol';
import { StoreClosedError } from './StoreClosedError';

export interface SqliteWriterThreadOptions {
  /** Called after each commit with the number of appends it made durable. */
  onGroupCommit?: (appends: number) => void;
  /** Called with each thread once it is ready: the first, and each one started after a crash. */
  onReady?: (thread: Worker) => void;
  /** Called when a thread dies unexpectedly, with the error its batches in flight were rejected with. */
  onCrash?: (error: SqliteWriterCrashedError) => void;
}

interface InFlight {
  appends: number;
  resolve: (seqs: number[]) => void;
  reject: (error: unknown) => void;
}

const ENTRY = new URL('./sqliteWriterEntry.mjs', import.meta.url);

const toError = ({ name, message, code }: { name: string; message: string; code?: string }) =>
  Object.assign(new Error(message), { name }, code === undefined ? {} : { code });

/**
 * The main thread's side of the SQLite writer thread (`sqliteWriter.worker.ts`): hands it batches of
 * appends and resolves each batch with its seqs once the thread's transaction has committed.
 *
 * A thread that dies has every batch it held rejected with SqliteWriterCrashedError, never resolved.
 * If it had been ready, a new one is started at once; one that died before it was ready would die
 * again, so it is not replaced. Callers check `ready` and commit by other means while it is false.
 */
export class SqliteWriterThread {
  private thread: Worker | null;
  private isReady = false;
  private nextId = 1;
  private readonly inFlight = new Map<number, InFlight>();
  private readonly settled = new Set<Promise<void>>();
  private closing: Promise<void> | null = null;

  constructor(
    private readonly filePath: string,
    private readonly options: SqliteWriterThreadOptions = {},
  ) {
    this.thread = this.start();
  }

  /** Whether a thread is running with its connection open, so that `write` goes to it at once. */
  get ready(): boolean {
    return this.isReady && this.closing === null;
  }

  /** Resolves with the batch's seqs, in order, once they are durable. */
  write(batch: readonly AppendRequest[]): Promise<number[]> {
    const thread = this.thread;
    if (this.closing) return Promise.reject(new StoreClosedError());
    if (!thread) return Promise.reject(new Error('the SQLite writer thread could not be started'));
    const id = this.nextId++;
    const written = new Promise<number[]>((resolve, reject) => {
      this.inFlight.set(id, { appends: batch.length, resolve, reject });
    });
    const settled = written.then(
      () => undefined,
      () => undefined,
    );
    this.settled.add(settled);
    void settled.then(() => this.settled.delete(settled));
    // A tight copy of each update: cloning a view would copy its whole backing buffer (a socket
    // frame, a Buffer pool slab), and the copy is then moved to the thread instead of cloned again.
    const appends = batch.map(({ saveId, update, author }) => ({
      saveId,
      update: new Uint8Array(update),
      author,
    }));
    // Appends in flight keep the process alive until they are durable; an idle thread does not.
    if (this.inFlight.size === 1) thread.ref();
    const message: ToSqliteWriter = { type: 'append', id, appends };
    thread.postMessage(
      message,
      appends.map(({ update }) => update.buffer as ArrayBuffer),
    );
    return written;
  }

  /** Waits for every batch handed over, then stops the thread. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      await Promise.all(this.settled);
      const thread = this.thread;
      this.thread = null;
      if (!thread) return;
      thread.ref();
      const exited = once(thread, 'exit');
      // One still starting holds nothing of ours: stopping it beats waiting for it to load.
      if (this.isReady) thread.postMessage({ type: 'close' } satisfies ToSqliteWriter);
      else void thread.terminate();
      await exited;
    })();
    return this.closing;
  }

  private start(): Worker {
    const thread = new Worker(ENTRY, {
      workerData: { filePath: this.filePath } satisfies SqliteWriterData,
      // The parent's flags are not inherited: some (--expose-gc) are refused in a worker, and the
      // entry brings its own TypeScript loader.
      execArgv: [],
    });
    thread.unref();
    let failure: unknown;
    let wasReady = false;
    thread.on('message', (message: FromSqliteWriter) => {
      if (message.type !== 'ready') {
        this.answer(message);
        return;
      }
      wasReady = true;
      this.isReady = true;
      this.options.onReady?.(thread);
    });
    // Without a listener, an error thrown in the thread would be rethrown in the server's.
    thread.on('error', (error) => (failure = error));
    thread.once('exit', (exitCode) => {
      this.isReady = false;
      const stopped = this.closing !== null && this.inFlight.size === 0;
      if (stopped) return;
      const error = new SqliteWriterCrashedError(exitCode, failure);
      const lost = [...this.inFlight.values()];
      this.inFlight.clear();
      for (const batch of lost) batch.reject(error);
      if (!this.closing) this.thread = wasReady ? this.start() : null;
      this.options.onCrash?.(error);
    });
    return thread;
  }

  private answer(message: Exclude<FromSqliteWriter, { type: 'ready' }>): void {
    const batches = message.ids.map((id) => {
      const batch = this.inFlight.get(id);
      this.inFlight.delete(id);
      return batch;
    });
    if (this.inFlight.size === 0) this.thread?.unref();
    if (message.type === 'failed') {
      const error = toError(message.error);
      for (const batch of batches) batch?.reject(error);
      return;
    }
    batches.forEach((batch, index) => batch?.resolve(message.seqs[index]!));
    this.options.onGroupCommit?.(batches.reduce((sum, batch) => sum + (batch?.appends ?? 0), 0));
  }
}
