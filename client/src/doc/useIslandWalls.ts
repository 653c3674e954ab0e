import { nodesMap, readNodes, type IslandWall } from '@kitchensync/schemas';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type * as Y from 'yjs';

const NO_ISLAND_WALLS: IslandWall[] = [];

/** The document's island walls, re-read only when the island walls map (or one inside it) changes. */
export function useIslandWalls(doc: Y.Doc | null): IslandWall[] {
  const snapshot = useRef<{ doc: Y.Doc | null; islandWalls: IslandWall[] }>({
    doc: null,
    islandWalls: NO_ISLAND_WALLS,
  });
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (doc === null) return () => {};
      const islandWalls = nodesMap(doc, 'islandWall');
      const handler = () => {
        snapshot.current = { doc, islandWalls: readNodes(doc, 'islandWall') };
        onChange();
      };
      islandWalls.observeDeep(handler);
      // An update that arrived between the render and this subscription fired no event for it.
      handler();
      return () => islandWalls.unobserveDeep(handler);
    },
    [doc],
  );
  const getSnapshot = useCallback(() => {
    if (doc === null) return NO_ISLAND_WALLS;
    if (snapshot.current.doc !== doc) snapshot.current = { doc, islandWalls: readNodes(doc, 'islandWall') };
    return snapshot.current.islandWalls;
  }, [doc]);
  return useSyncExternalStore(subscribe, getSnapshot);
}
