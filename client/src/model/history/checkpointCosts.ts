import type { HistoryListEntry } from '@kitchensync/schemas';
import { roundToCents } from '../cart/roundToCents';

/** A checkpoint as the history shows it: its total and what it cost against the checkpoint before. */
export interface CheckpointCost {
  checkpoint: HistoryListEntry;
  /** The design's total at this version, in cents; null when the version could not be read. */
  totalCents: number | null;
  /** This total less the previous (older) checkpoint's known total; null for the first or unknown. */
  changeCents: number | null;
}

/**
 * What each change cost (issue 17's history): every checkpoint, newest first as the api lists them,
 * with its total and the difference to the nearest older checkpoint whose total is known.
 */
export function checkpointCosts(checkpoints: readonly HistoryListEntry[]): CheckpointCost[] {
  const costs: CheckpointCost[] = [];
  let previousCents: number | null = null;
  // Oldest first, so each difference is against the version before it.
  for (const checkpoint of checkpoints.toReversed()) {
    const totalCents = checkpoint.totalPrice === null ? null : roundToCents(checkpoint.totalPrice);
    const changeCents = totalCents === null || previousCents === null ? null : totalCents - previousCents;
    costs.push({ checkpoint, totalCents, changeCents });
    if (totalCents !== null) previousCents = totalCents;
  }
  return costs.toReversed();
}
