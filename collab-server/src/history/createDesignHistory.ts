import { docToSaveFileContents, readDesign } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import type { DocumentLog } from '../store/DocumentLog';
import { SeqNotRetainedError } from '../store/SeqNotRetainedError';
import type { DesignHistory } from './DesignHistory';
import { EmptyHistoryError } from './EmptyHistoryError';
import { HistoryVersionNotFoundError } from './HistoryVersionNotFoundError';
import { openPastDesign } from './openPastDesign';
import { PastDesignUnreadableError } from './PastDesignUnreadableError';
import { restoreDesign } from './restoreDesign';

/**
 * `CollabServer.applyServerChange`: runs `change` on the save's live document, appends the update
 * durably with `author`, shares it with every client, and resolves with its seq (null: no change).
 */
export type ApplyServerChange = (
  saveId: string,
  change: (doc: Y.Doc) => void,
  author: string | null,
) => Promise<number | null>;

export interface DesignHistoryOptions {
  log: Pick<DocumentLog, 'lastSeq' | 'listCheckpoints' | 'addCheckpoint' | 'readAt'>;
  applyServerChange: ApplyServerChange;
}

/**
 * Longest checkpoint label quoted in a generated one. User labels are at most 80 characters, but
 * generated labels quote labels, and restoring to a restore would otherwise nest them without end.
 */
const QUOTED_LABEL_MAX = 80;

/** Save history over the event log: checkpoints from the log, restores through the live room. */
export function createDesignHistory({ log, applyServerChange }: DesignHistoryOptions): DesignHistory {
  /** The state right after `seq`; only 1..head are versions (0 is the empty log, not a design). */
  async function stateAt(saveId: string, seq: number): Promise<Uint8Array> {
    if (!Number.isSafeInteger(seq) || seq < 1) {
      throw new HistoryVersionNotFoundError(saveId, seq, 'beyond-end');
    }
    try {
      return await log.readAt(saveId, seq);
    } catch (error) {
      if (error instanceof SeqNotRetainedError) {
        throw new HistoryVersionNotFoundError(saveId, seq, error.reason);
      }
      throw error;
    }
  }

  /** How generated labels name a version: its newest checkpoint's label, else "version N". */
  async function versionName(saveId: string, seq: number): Promise<string> {
    const labels = (await log.listCheckpoints(saveId)).filter((checkpoint) => checkpoint.seq === seq);
    const label = labels.at(-1)?.label;
    if (label === undefined) return `version ${seq}`;
    return label.length > QUOTED_LABEL_MAX ? `${label.slice(0, QUOTED_LABEL_MAX - 1)}…` : label;
  }

  /**
   * The design's total price at `seq`, as the save kept it (issue 17's history); null for a version
   * the log no longer holds or this code cannot read, which the list shows without a price.
   */
  async function totalPriceAt(saveId: string, seq: number): Promise<number | null> {
    try {
      const past = openPastDesign(await stateAt(saveId, seq));
      try {
        return readDesign(past).totalPrice;
      } finally {
        past.destroy();
      }
    } catch (error) {
      if (error instanceof HistoryVersionNotFoundError || error instanceof PastDesignUnreadableError)
        return null;
      throw error;
    }
  }

  return {
    async list(saveId) {
      // Checkpoints first: the head read after them is at or past every one of them.
      const checkpoints = await log.listCheckpoints(saveId);
      const head = await log.lastSeq(saveId);
      // Several checkpoints may name one version ("Saved" twice, a restore's pair): read each once.
      const totals = new Map<number, Promise<number | null>>();
      const totalAt = (seq: number) => {
        let total = totals.get(seq);
        if (total === undefined) {
          total = totalPriceAt(saveId, seq);
          totals.set(seq, total);
        }
        return total;
      };
      const listed = await Promise.all(
        checkpoints.map(async (checkpoint) => ({ ...checkpoint, totalPrice: await totalAt(checkpoint.seq) })),
      );
      return { head, checkpoints: listed.toReversed() };
    },

    async readAt(saveId, seq) {
      const past = openPastDesign(await stateAt(saveId, seq));
      try {
        return docToSaveFileContents(past, { id: saveId });
      } finally {
        past.destroy();
      }
    },

    async checkpoint(saveId, label, author) {
      if ((await log.lastSeq(saveId)) === 0) throw new EmptyHistoryError(saveId);
      return log.addCheckpoint(saveId, { label, author });
    },

    async restore(saveId, seq, author) {
      const state = await stateAt(saveId, seq);
      // Refuses a past this code cannot migrate before anything, even the first checkpoint, is written.
      openPastDesign(state).destroy();
      const name = await versionName(saveId, seq);
      // The state being replaced stays one click away in the history: a restore can be undone there.
      await log.addCheckpoint(saveId, { label: `Before restoring to ${name}`, author });
      const applied = await applyServerChange(saveId, (doc) => restoreDesign(doc, state), author);
      // Null: the design already equalled that version, so the head is the restored state.
      const restored = applied ?? (await log.lastSeq(saveId));
      await log.addCheckpoint(saveId, { label: `Restored ${name}`, author, seq: restored });
      return restored;
    },
  };
}
