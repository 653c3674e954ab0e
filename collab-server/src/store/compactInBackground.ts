import type { CompactionResult, DocumentLog } from './DocumentLog';
import { StoreClosedError } from './StoreClosedError';

export interface BackgroundCompactionOptions {
  /** This process's lease owner; instances sharing one store must use different ones. */
  ownerId: string;
  /**
   * Appends seen for a save before compacting it is worth a replay. Also passed to `compact`, which
   * checks the real tail, so a save another instance just compacted costs no replay here.
   */
  minTail?: number;
  /** Quiet time after a save's last append, so that a burst of edits is compacted once, after it. */
  delayMs?: number;
  /** Longest a due compaction waits for quiet: a save edited without pause must still get one. */
  maxDelayMs?: number;
  /** Passed to `compact`; the adapter's default when absent. */
  leaseMs?: number;
  /** Saves counted at once; past it, the least recently appended idle save is forgotten. */
  maxTrackedSaves?: number;
  /** Failed compactions (the store's own errors, a closed store); dropped when absent, like CollabLog. */
  onError?: (saveId: string, error: unknown) => void;
  /** Every finished attempt, 'busy' and 'up-to-date' included, e.g. for metrics. */
  onCompacted?: (saveId: string, result: CompactionResult) => void;
}

export type CompactingDocumentLog = DocumentLog & {
  /**
   * Starts every scheduled compaction now instead of after its delay, and resolves once none is
   * running. A save told 'busy' meanwhile keeps its retry scheduled rather than being waited for.
   */
  flushCompactions(): Promise<void>;
};

const DEFAULTS = { minTail: 500, delayMs: 5_000, maxDelayMs: 60_000, maxTrackedSaves: 10_000 };
/** With the default delay, three doubling retries outlast the adapters' default 30 s lease of a crashed owner. */
const MAX_BUSY_RETRIES = 3;

interface SaveCompaction {
  /** Appends committed since the last attempt started (or since the save was first seen). */
  appends: number;
  timer: NodeJS.Timeout | null;
  /** When a due compaction stops waiting for quiet; null until one is due. */
  dueBy: number | null;
  /** A 'busy' answer's backoff: no attempt before this. */
  notBefore: number;
  busyRetries: number;
  running: Promise<void> | null;
  /** Bumped by deleteSave, so that an attempt that was running then does not act on its answer. */
  generation: number;
}

/**
 * Wraps a DocumentLog so that saves compact themselves: once `minTail` appends have gone through it
 * since a save's last compaction, it compacts that save in the background after a quiet `delayMs`.
 * Compaction never runs twice at once for a save from here, and other instances are kept out by the
 * store's lease; its failures go to `onError` and never reach appends or loads.
 */
export function compactInBackground(
  log: DocumentLog,
  options: BackgroundCompactionOptions,
): CompactingDocumentLog {
  const { ownerId, leaseMs, onError, onCompacted } = options;
  const minTail = Math.max(1, options.minTail ?? DEFAULTS.minTail);
  const delayMs = Math.max(0, options.delayMs ?? DEFAULTS.delayMs);
  const maxDelayMs = Math.max(delayMs, options.maxDelayMs ?? DEFAULTS.maxDelayMs);
  const maxTrackedSaves = Math.max(1, options.maxTrackedSaves ?? DEFAULTS.maxTrackedSaves);

  // Insertion order doubles as recency: every append moves its save to the end.
  const saves = new Map<string, SaveCompaction>();
  let closing: Promise<void> | null = null;

  const reportError = (saveId: string, error: unknown) => {
    try {
      onError?.(saveId, error);
    } catch {
      // A failing reporter must not turn a background failure into an unhandled rejection.
    }
  };

  const cancel = (state: SaveCompaction) => {
    if (state.timer) clearTimeout(state.timer);
    state.timer = null;
  };

  const forgetIfIdle = (saveId: string, state: SaveCompaction) => {
    if (state.appends === 0 && !state.timer && !state.running) saves.delete(saveId);
  };

  const schedule = (saveId: string, state: SaveCompaction) => {
    if (closing || state.running || state.appends < minTail) return;
    const now = Date.now();
    state.dueBy ??= now + maxDelayMs;
    const at = Math.max(state.notBefore, Math.min(now + delayMs, state.dueBy));
    cancel(state);
    state.timer = setTimeout(() => start(saveId, state), at - now);
    // Pending compactions must never keep a finished process alive.
    state.timer.unref();
  };

  const attempt = async (saveId: string, state: SaveCompaction, counted: number) => {
    const generation = state.generation;
    let result: CompactionResult;
    try {
      result = await log.compact(saveId, { ownerId, leaseMs, minTail });
    } catch (error) {
      // Retrying at once would likely fail the same way; the next minTail appends try again.
      state.busyRetries = 0;
      reportError(saveId, error);
      return;
    }
    if (generation !== state.generation) return;
    if (result.status !== 'busy') {
      state.busyRetries = 0;
    } else if (state.busyRetries < MAX_BUSY_RETRIES) {
      // Usually the holder is compacting this very save and the retry finds it 'up-to-date'; the
      // backoff also covers a holder that crashed and left its lease to expire.
      state.busyRetries += 1;
      state.appends += counted;
      state.notBefore = Date.now() + Math.min(delayMs * 2 ** state.busyRetries, maxDelayMs);
    } else {
      state.busyRetries = 0;
    }
    try {
      onCompacted?.(saveId, result);
    } catch (error) {
      reportError(saveId, error);
    }
  };

  const start = (saveId: string, state: SaveCompaction) => {
    cancel(state);
    const counted = state.appends;
    state.appends = 0;
    state.dueBy = null;
    state.notBefore = 0;
    state.running = attempt(saveId, state, counted).finally(() => {
      state.running = null;
      if (saves.get(saveId) !== state) return;
      // Appends made while it ran (or a 'busy' answer) may already call for the next one.
      schedule(saveId, state);
      forgetIfIdle(saveId, state);
    });
  };

  const countAppend = (saveId: string) => {
    if (closing) return;
    let state = saves.get(saveId);
    if (state) {
      saves.delete(saveId);
    } else {
      state = {
        appends: 0,
        timer: null,
        dueBy: null,
        notBefore: 0,
        busyRetries: 0,
        running: null,
        generation: 0,
      };
      if (saves.size >= maxTrackedSaves) {
        // A save with work scheduled or running is never dropped; it leaves once it goes quiet.
        for (const [id, candidate] of saves) {
          if (!candidate.timer && !candidate.running) {
            saves.delete(id);
            break;
          }
        }
      }
    }
    saves.set(saveId, state);
    state.appends += 1;
    schedule(saveId, state);
  };

  const refuseWhenClosing =
    <Args extends unknown[], Result>(call: (...args: Args) => Promise<Result>) =>
    (...args: Args): Promise<Result> =>
      closing ? Promise.reject(new StoreClosedError()) : call(...args);

  const whenSettled = async (states: Iterable<SaveCompaction>) => {
    await Promise.all([...states].map((state) => state.running));
  };

  return {
    loadUpdates: refuseWhenClosing((saveId) => log.loadUpdates(saveId)),

    appendUpdate: refuseWhenClosing((saveId, update, author) => {
      const appended = log.appendUpdate(saveId, update, author);
      // Counted once committed, before the caller's own continuation runs; a failed append is the
      // caller's to handle, so this side branch only swallows it.
      appended.then(
        () => countAppend(saveId),
        () => undefined,
      );
      return appended;
    }),

    lastSeq: refuseWhenClosing((saveId) => log.lastSeq(saveId)),
    loadTailSince: refuseWhenClosing((saveId, seq) => log.loadTailSince(saveId, seq)),
    addCheckpoint: refuseWhenClosing((saveId, request) => log.addCheckpoint(saveId, request)),
    listCheckpoints: refuseWhenClosing((saveId) => log.listCheckpoints(saveId)),
    readAt: refuseWhenClosing((saveId, seq) => log.readAt(saveId, seq)),
    compact: refuseWhenClosing((saveId, request) => log.compact(saveId, request)),

    deleteSave: refuseWhenClosing((saveId) => {
      const state = saves.get(saveId);
      if (state) {
        cancel(state);
        state.generation += 1;
        state.appends = 0;
        state.dueBy = null;
        state.notBefore = 0;
        state.busyRetries = 0;
        forgetIfIdle(saveId, state);
      }
      return log.deleteSave(saveId);
    }),

    flushCompactions: refuseWhenClosing(async () => {
      for (const [saveId, state] of saves) if (state.timer) start(saveId, state);
      await whenSettled(saves.values());
    }),

    close() {
      closing ??= (async () => {
        for (const state of saves.values()) cancel(state);
        // Closing under a running compaction would fail it and strand its lease in the store.
        await whenSettled(saves.values());
        saves.clear();
        await log.close();
      })();
      return closing;
    },
  };
}
