import { nodesMap, readNodes, type PlacedOpening } from '@kitchensync/schemas';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type * as Y from 'yjs';

const NO_OPENINGS: PlacedOpening[] = [];

/** The document's doors, windows and openings in id order, re-read only when the openings map (or one in it) changes. */
export function useOpenings(doc: Y.Doc | null): PlacedOpening[] {
  const snapshot = useRef<{ doc: Y.Doc | null; openings: PlacedOpening[] }>({
    doc: null,
    openings: NO_OPENINGS,
  });
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (doc === null) return () => {};
      const openings = nodesMap(doc, 'opening');
      const handler = () => {
        snapshot.current = { doc, openings: readNodes(doc, 'opening') };
        onChange();
      };
      openings.observeDeep(handler);
      return () => openings.unobserveDeep(handler);
    },
    [doc],
  );
  const getSnapshot = useCallback(() => {
    if (doc === null) return NO_OPENINGS;
    if (snapshot.current.doc !== doc) snapshot.current = { doc, openings: readNodes(doc, 'opening') };
    return snapshot.current.openings;
  }, [doc]);
  return useSyncExternalStore(subscribe, getSnapshot);
}
