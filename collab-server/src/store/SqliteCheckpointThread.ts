import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { SqliteCheckpointerData } from './SqliteCheckpointerProtocol';

export interface SqliteCheckpointThreadOptions {
  /** How often the thread checkpoints the WAL into the database. */
  intervalMs?: number;
  /** Called when a thread dies unexpectedly (it is replaced), with what killed it. */
  onCrash?: (error: unknown) => void;
}

const ENTRY = new URL('./sqliteCheckpointerEntry.mjs', import.meta.url);
const DEFAULT_INTERVAL_MS = 1_000;

/**
 * The main thread's side of the checkpoint thread (`sqliteCheckpointer.worker.ts`), which keeps the
 * WAL of a connection without automatic checkpoints from growing. A thread that dies after it was
 * ready is replaced; one that dies before would die again, and the WAL then grows until the store is
 * reopened (SQLite checkpoints it when its last connection closes).
 */
export class SqliteCheckpointThread {
  private thread: Worker | null;
  private closing: Promise<void> | null = null;

  constructor(
    private readonly filePath: string,
    private readonly options: SqliteCheckpointThreadOptions = {},
  ) {
    this.thread = this.start();
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      const thread = this.thread;
      this.thread = null;
      if (!thread) return;
      const exited = once(thread, 'exit');
      thread.postMessage('stop');
      await exited;
    })();
    return this.closing;
  }

  private start(): Worker {
    const thread = new Worker(ENTRY, {
      workerData: {
        filePath: this.filePath,
        intervalMs: this.options.intervalMs ?? DEFAULT_INTERVAL_MS,
      } satisfies SqliteCheckpointerData,
      // As for the writer thread: the parent's flags are not all allowed in a worker.
      execArgv: [],
    });
    // Checkpoints never keep the process alive.
    thread.unref();
    let wasReady = false;
    let failure: unknown;
    thread.once('message', () => (wasReady = true));
    thread.on('error', (error) => (failure = error));
    thread.once('exit', (exitCode) => {
      if (this.closing) return;
      this.options.onCrash?.(failure ?? new Error(`the SQLite checkpoint thread exited with ${exitCode}`));
      this.thread = wasReady ? this.start() : null;
    });
    return thread;
  }
}
