import { describe, expect, it } from 'vitest';
import { CheckpointSchema } from './checkpoint';
import { CHECKPOINT_LABELS } from './checkpointLabels';
import { CountertopChangeEntrySchema } from './countertopChangeEntry';
import { MODEL_CHECKPOINTS } from './modelCheckpoints';
import { UNDO_ACTION_KINDS, UndoActionKindSchema } from './undoActionKind';

describe('history', () => {
  it('logs the checkpoints word for word: Changed Countertop, Changed flooring, Changed Handles', () => {
    expect(CHECKPOINT_LABELS).toEqual({
      countertopChange: 'Changed Countertop',
      flooringChange: 'Changed flooring',
      handleEdit: 'Changed Handles',
    });
  });

  it('names the eight undo entry kinds of the specs and refuses others', () => {
    expect(UNDO_ACTION_KINDS).toEqual([
      'countertopChange',
      'flooringChange',
      'handleEdit',
      'crownMoldingEdit',
      'cabinetsAdd',
      'cabinetAdd',
      'soffitEdit',
      'wallCabinetsWizard',
    ]);
    expect(UndoActionKindSchema.safeParse('wallAdd').success).toBe(false);
  });

  it('records a countertop change with the old and new ids, null for none', () => {
    const cleared = { action: 'countertopChange', oldId: 'granite-1', newId: null };
    expect(CountertopChangeEntrySchema.parse(cleared)).toEqual(cleared);
    expect(CountertopChangeEntrySchema.safeParse({ action: 'countertopChange', oldId: 'a' }).success).toBe(
      false,
    );
  });

  it('requires a checkpoint to have a label and a time', () => {
    expect(CheckpointSchema.safeParse({ label: CHECKPOINT_LABELS.flooringChange, time: 1 }).success).toBe(
      true,
    );
    expect(CheckpointSchema.safeParse({ label: '', time: 1 }).success).toBe(false);
  });
});

describe('model checkpoints', () => {
  it('records adding one model as cabinetAdd and duplicating as cabinetsAdd, and labels every command', () => {
    expect(MODEL_CHECKPOINTS.placeModel.undoAction).toBe('cabinetAdd');
    expect(MODEL_CHECKPOINTS.duplicateModels.undoAction).toBe('cabinetsAdd');
    const labels = Object.values(MODEL_CHECKPOINTS).map((checkpoint) => checkpoint.label);
    expect(new Set(labels).size).toBe(labels.length);
    for (const checkpoint of Object.values(MODEL_CHECKPOINTS)) {
      expect(CheckpointSchema.safeParse({ label: checkpoint.label, time: 0 }).success).toBe(true);
      if (checkpoint.undoAction !== null)
        expect(UndoActionKindSchema.parse(checkpoint.undoAction)).toBe(checkpoint.undoAction);
    }
  });
});
