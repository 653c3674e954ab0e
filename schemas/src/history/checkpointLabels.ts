import type { UndoActionKind } from './undoActionKind';

/**
 * The checkpoints the pickers log, word for word (spec 000 section 4, spec 002 section 4), keyed by
 * the undo entry pushed with them; the design session collects them to show what a user did.
 */
export const CHECKPOINT_LABELS = {
  countertopChange: 'Changed Countertop',
  flooringChange: 'Changed flooring',
  handleEdit: 'Changed Handles',
} as const satisfies Partial<Record<UndoActionKind, string>>;

export type CheckpointLabel = (typeof CHECKPOINT_LABELS)[keyof typeof CHECKPOINT_LABELS];
