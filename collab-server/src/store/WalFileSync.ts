import { close, closeSync, existsSync, fdatasync, fsyncSync, openSync } from 'node:fs';
import { dirname } from 'node:path';

interface Waiting {
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

const waiting = (): Waiting => {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((resolvePromise, rejectPromise) => {
    resolve = resolvePromise;
    reject = rejectPromise;
  });
  return { promise, resolve, reject };
};

/**
 * Makes the commits of a SQLite connection in WAL mode with `synchronous = NORMAL` durable, the way
 * `synchronous = FULL` would (which differs from NORMAL only by syncing the WAL file after each
 * commit), but with the sync in libuv's thread pool instead of on the committing thread.
 *
 * `afterCommit()` resolves once an `fdatasync` of the WAL file that began after the call has
 * returned, so every transaction committed before the call is on disk. Calls made while a sync is in
 * flight share the next one: a group commit of the disk's own pace. A failed sync fails every later
 * call too: after a failed fsync the kernel may have dropped the unwritten pages, so no later sync can
 * vouch for the commits made before it; the store has to be reopened.
 *
 * The WAL file is never replaced while a connection to the database is open (SQLite deletes it only
 * when the last connection closes), so the descriptor opened here stays the WAL's. Its directory entry
 * is synced once, since SQLite, with NORMAL, syncs the directory only at its first checkpoint.
 */
export class WalFileSync {
  private readonly fd: number;
  private syncing: Promise<void> | null = null;
  private next: Waiting | null = null;
  private failedWith: { error: unknown } | null = null;
  private closed = false;

  /** `databasePath`'s connection must already be in WAL mode, so that its WAL file exists. */
  constructor(databasePath: string) {
    const walPath = `${databasePath}-wal`;
    if (!existsSync(walPath)) {
      throw new Error(`${walPath} does not exist: the database must be open in WAL mode to sync its WAL`);
    }
    this.fd = openSync(walPath, 'r+');
    const directory = openSync(dirname(databasePath), 'r');
    try {
      fsyncSync(directory);
    } finally {
      closeSync(directory);
    }
  }

  /** The error of the sync that failed, after which nothing this process commits is known durable. */
  get failure(): unknown {
    return this.failedWith?.error ?? null;
  }

  afterCommit(): Promise<void> {
    if (this.failedWith) return Promise.reject(this.failedWith.error);
    if (this.closed) return Promise.reject(new Error('the WAL file sync is closed'));
    if (!this.syncing) return this.start();
    this.next ??= waiting();
    return this.next.promise;
  }

  /** Waits for the syncs asked for, then closes the descriptor. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    while (this.syncing) await this.syncing.catch(() => undefined);
    await new Promise<void>((resolve) => close(this.fd, () => resolve()));
  }

  private start(): Promise<void> {
    const sync = new Promise<void>((resolve, reject) => {
      fdatasync(this.fd, (error) => {
        if (error) {
          this.failedWith ??= { error };
          reject(error);
        } else resolve();
      });
    });
    this.syncing = sync;
    const settled = () => {
      this.syncing = null;
      const next = this.next;
      this.next = null;
      if (!next) return;
      if (this.failedWith) next.reject(this.failedWith.error);
      else this.start().then(next.resolve, next.reject);
    };
    sync.then(settled, settled);
    return sync;
  }
}
