import { nodesMap, readNodes, type Note } from '@kitchensync/schemas';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type * as Y from 'yjs';

const NO_NOTES: Note[] = [];

/** The document's notes in id order, re-read only when the notes map (or a note in it) changes. */
export function useNotes(doc: Y.Doc | null): Note[] {
  const snapshot = useRef<{ doc: Y.Doc | null; notes: Note[] }>({ doc: null, notes: NO_NOTES });
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (doc === null) return () => {};
      const notes = nodesMap(doc, 'note');
      const handler = () => {
        snapshot.current = { doc, notes: readNodes(doc, 'note') };
        onChange();
      };
      notes.observeDeep(handler);
      return () => notes.unobserveDeep(handler);
    },
    [doc],
  );
  const getSnapshot = useCallback(() => {
    if (doc === null) return NO_NOTES;
    if (snapshot.current.doc !== doc) snapshot.current = { doc, notes: readNodes(doc, 'note') };
    return snapshot.current.notes;
  }, [doc]);
  return useSyncExternalStore(subscribe, getSnapshot);
}
