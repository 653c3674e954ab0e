import { nodesMap, readNodes, type NodeKind, type NodeOf } from '@kitchensync/schemas';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type * as Y from 'yjs';

const NONE: never[] = [];

/** The document's nodes of one kind in id order, re-read only when that kind's map (or a node in it) changes. */
export function useNodes<K extends NodeKind>(doc: Y.Doc | null, kind: K): NodeOf<K>[] {
  const snapshot = useRef<{ doc: Y.Doc | null; nodes: NodeOf<K>[] }>({ doc: null, nodes: NONE });
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (doc === null) return () => {};
      const nodes = nodesMap(doc, kind);
      const handler = () => {
        snapshot.current = { doc, nodes: readNodes(doc, kind) };
        onChange();
      };
      nodes.observeDeep(handler);
      // An update that arrived between the render and this subscription fired no event for it.
      handler();
      return () => nodes.unobserveDeep(handler);
    },
    [doc, kind],
  );
  const getSnapshot = useCallback(() => {
    if (doc === null) return NONE;
    if (snapshot.current.doc !== doc) snapshot.current = { doc, nodes: readNodes(doc, kind) };
    return snapshot.current.nodes;
  }, [doc, kind]);
  return useSyncExternalStore(subscribe, getSnapshot);
}
