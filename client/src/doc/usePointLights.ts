import { nodesMap, readNodes, type PointLight } from '@kitchensync/schemas';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type * as Y from 'yjs';

const NO_LIGHTS: PointLight[] = [];

/** The document's point lights in id order, re-read only when the lights map (or a light in it) changes. */
export function usePointLights(doc: Y.Doc | null): PointLight[] {
  const snapshot = useRef<{ doc: Y.Doc | null; lights: PointLight[] }>({ doc: null, lights: NO_LIGHTS });
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (doc === null) return () => {};
      const lights = nodesMap(doc, 'pointLight');
      const handler = () => {
        snapshot.current = { doc, lights: readNodes(doc, 'pointLight') };
        onChange();
      };
      lights.observeDeep(handler);
      return () => lights.unobserveDeep(handler);
    },
    [doc],
  );
  const getSnapshot = useCallback(() => {
    if (doc === null) return NO_LIGHTS;
    if (snapshot.current.doc !== doc) snapshot.current = { doc, lights: readNodes(doc, 'pointLight') };
    return snapshot.current.lights;
  }, [doc]);
  return useSyncExternalStore(subscribe, getSnapshot);
}
