import { DocumentUndoManager } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { COMMAND_LABEL_META } from './runCommand';

/** The undo and redo a person has now, with the labels of the steps they would take. */
export interface UndoSnapshot {
  canUndo: boolean;
  canRedo: boolean;
  /** The label of the command the next undo reverts (null for an unlabelled command). */
  undoLabel: string | null;
  redoLabel: string | null;
}

export interface UndoHistory {
  undo(): void;
  redo(): void;
  /** Stable between changes, so React can read it with useSyncExternalStore. */
  snapshot(): UndoSnapshot;
  subscribe(onChange: () => void): () => void;
  destroy(): void;
}

const STACK_ITEM_LABEL = 'label';

/**
 * One undo manager for this client over every node map and the design map, tracking only
 * `localOrigin`: a person undoes their own commands, never a coworker's, and a coworker's concurrent
 * change to anything else survives. Each transaction is one step (no time-based merging): a command
 * is one transaction, and two quick commands are two steps. It is schemas' `DocumentUndoManager`, so
 * an undo or redo never leaves a node without a field Yjs failed to restore.
 */
export function createUndoHistory(doc: Y.Doc, localOrigin: object): UndoHistory {
  let capturedLabel: string | null = null;
  const manager = new DocumentUndoManager(doc, {
    trackedOrigins: new Set([localOrigin]),
    captureTransaction: (transaction) => {
      // Called just before the manager pushes this transaction's step: the one place that sees both.
      const label = transaction.meta.get(COMMAND_LABEL_META);
      capturedLabel = typeof label === 'string' ? label : null;
      return true;
    },
  });
  const labelOf = (item: { meta: Map<unknown, unknown> } | undefined) => {
    const label = item?.meta.get(STACK_ITEM_LABEL);
    return typeof label === 'string' ? label : null;
  };
  manager.on('stack-item-added', ({ stackItem }) => {
    // An undo pushes the redo step (and a redo the undo step) while the step it reverts is current.
    const label =
      manager.undoing || manager.redoing ? labelOf(manager.currStackItem ?? undefined) : capturedLabel;
    if (label !== null) stackItem.meta.set(STACK_ITEM_LABEL, label);
  });

  const listeners = new Set<() => void>();
  let current = read();
  function read(): UndoSnapshot {
    return {
      canUndo: manager.canUndo(),
      canRedo: manager.canRedo(),
      undoLabel: labelOf(manager.undoStack.at(-1)),
      redoLabel: labelOf(manager.redoStack.at(-1)),
    };
  }
  const refresh = () => {
    const next = read();
    if (
      next.canUndo === current.canUndo &&
      next.canRedo === current.canRedo &&
      next.undoLabel === current.undoLabel &&
      next.redoLabel === current.redoLabel
    ) {
      return;
    }
    current = next;
    for (const listener of listeners) listener();
  };
  for (const event of [
    'stack-item-added',
    'stack-item-popped',
    'stack-item-updated',
    'stack-cleared',
  ] as const) {
    manager.on(event, refresh);
  }

  return {
    undo: () => void manager.undo(),
    redo: () => void manager.redo(),
    snapshot: () => current,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    destroy() {
      listeners.clear();
      manager.destroy();
    },
  };
}
