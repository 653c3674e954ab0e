import { nodesMap, readNodes, type PlacedModel } from '@kitchensync/schemas';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type * as Y from 'yjs';

const NO_MODELS: PlacedModel[] = [];

/** The document's placed models in id order, re-read only when the models map (or a model in it) changes. */
export function usePlacedModels(doc: Y.Doc | null): PlacedModel[] {
  const snapshot = useRef<{ doc: Y.Doc | null; models: PlacedModel[] }>({ doc: null, models: NO_MODELS });
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (doc === null) return () => {};
      const models = nodesMap(doc, 'model');
      const handler = () => {
        snapshot.current = { doc, models: readNodes(doc, 'model') };
        onChange();
      };
      models.observeDeep(handler);
      // An update that arrived between the render and this subscription fired no event for it.
      handler();
      return () => models.unobserveDeep(handler);
    },
    [doc],
  );
  const getSnapshot = useCallback(() => {
    if (doc === null) return NO_MODELS;
    if (snapshot.current.doc !== doc) snapshot.current = { doc, models: readNodes(doc, 'model') };
    return snapshot.current.models;
  }, [doc]);
  return useSyncExternalStore(subscribe, getSnapshot);
}
