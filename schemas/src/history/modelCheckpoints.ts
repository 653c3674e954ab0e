import type { UndoActionKind } from './undoActionKind';

/** What one command over placed models records: its checkpoint label and the undo entry, if the spec names one. */
export interface ModelCheckpoint {
  readonly label: string;
  readonly undoAction: UndoActionKind | null;
}

/**
 * The checkpoints of the placed-model commands. The spec names the undo entries of adding one model
 * (cabinetAdd, spec 001 section 4) and several (cabinetsAdd, spec 002 section 3) but no labels for
 * these commands; the labels follow the pickers' "Changed Countertop" manner.
 */
export const MODEL_CHECKPOINTS = {
  placeModel: { label: 'Added Model', undoAction: 'cabinetAdd' },
  duplicateModels: { label: 'Duplicated Models', undoAction: 'cabinetsAdd' },
  moveModels: { label: 'Moved Models', undoAction: null },
  rotateModels: { label: 'Rotated Models', undoAction: null },
  invertModel: { label: 'Inverted Model', undoAction: null },
  lockModels: { label: 'Locked Models', undoAction: null },
  unlockModels: { label: 'Unlocked Models', undoAction: null },
  hideModels: { label: 'Hid Models', undoAction: null },
  showModels: { label: 'Showed Models', undoAction: null },
  deleteModels: { label: 'Deleted Models', undoAction: null },
  setModelDimensions: { label: 'Changed Dimensions', undoAction: null },
  changeStyle: { label: 'Changed Style', undoAction: null },
} as const satisfies Record<string, ModelCheckpoint>;
