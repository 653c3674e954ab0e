export { CheckpointSchema } from './checkpoint';
export type { Checkpoint } from './checkpoint';
export { CHECKPOINT_LABELS } from './checkpointLabels';
export type { CheckpointLabel } from './checkpointLabels';
export { CountertopChangeEntrySchema } from './countertopChangeEntry';
export type { CountertopChangeEntry } from './countertopChangeEntry';
export { UNDO_ACTION_KINDS, UndoActionKindSchema } from './undoActionKind';
export type { UndoActionKind } from './undoActionKind';
