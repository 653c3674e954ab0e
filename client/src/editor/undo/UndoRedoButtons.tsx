import { Redo2, Undo2 } from 'lucide-react';
import type { UndoHistory } from '../../collab/createUndoHistory';
import { useUndoHistory } from '../../collab/useUndoHistory';
import { useShortcuts } from '../shortcuts/useShortcuts';

/** Undo and redo of this person's own commands, in the toolbar and on Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y. */
export function UndoRedoButtons({ history }: { history: UndoHistory }) {
  const { canUndo, canRedo, undoLabel, redoLabel } = useUndoHistory(history);
  useShortcuts({ undo: history.undo, redo: history.redo });
  return (
    <div className="undo-redo" role="group" aria-label="History">
      <button
        type="button"
        disabled={!canUndo}
        onClick={history.undo}
        title={undoLabel === null ? 'Undo (Ctrl+Z)' : `Undo ${undoLabel} (Ctrl+Z)`}
      >
        <Undo2 size={16} aria-hidden="true" />
        <span className="toolbar-label">Undo</span>
      </button>
      <button
        type="button"
        disabled={!canRedo}
        onClick={history.redo}
        title={redoLabel === null ? 'Redo (Ctrl+Shift+Z)' : `Redo ${redoLabel} (Ctrl+Shift+Z)`}
      >
        <Redo2 size={16} aria-hidden="true" />
        <span className="toolbar-label">Redo</span>
      </button>
    </div>
  );
}
