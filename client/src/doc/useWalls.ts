import { readWalls, wallsMap, type Wall } from '@kitchensync/schemas';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type * as Y from 'yjs';

const NO_WALLS: Wall[] = [];

/** The document's walls, re-read only when the walls map (or a wall inside it) changes. */
export function useWalls(doc: Y.Doc | null): Wall[] {
  const snapshot = useRef<{ doc: Y.Doc | null; walls: Wall[] }>({ doc: null, walls: NO_WALLS });
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (doc === null) return () => {};
      const walls = wallsMap(doc);
      const handler = () => {
        snapshot.current = { doc, walls: readWalls(doc) };
        onChange();
      };
      walls.observeDeep(handler);
      // An update that arrived between the render and this subscription fired no event for it.
      handler();
      return () => walls.unobserveDeep(handler);
    },
    [doc],
  );
  const getSnapshot = useCallback(() => {
    if (doc === null) return NO_WALLS;
    if (snapshot.current.doc !== doc) snapshot.current = { doc, walls: readWalls(doc) };
    return snapshot.current.walls;
  }, [doc]);
  return useSyncExternalStore(subscribe, getSnapshot);
}
