import { useCallback, useSyncExternalStore } from 'react';
import type { UndoHistory, UndoSnapshot } from './createUndoHistory';

const NOTHING: UndoSnapshot = { canUndo: false, canRedo: false, undoLabel: null, redoLabel: null };

/** What undo and redo would do now, re-rendering only when that changes. */
export function useUndoHistory(history: UndoHistory | null): UndoSnapshot {
  const subscribe = useCallback(
    (onChange: () => void) => history?.subscribe(onChange) ?? (() => {}),
    [history],
  );
  const snapshot = useCallback(() => history?.snapshot() ?? NOTHING, [history]);
  return useSyncExternalStore(subscribe, snapshot);
}
