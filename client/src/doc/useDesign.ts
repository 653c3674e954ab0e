import { DesignSchema, designMap, readDesign, type Design } from '@kitchensync/schemas';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type * as Y from 'yjs';

const NO_DESIGN: Design = DesignSchema.parse({});

/** The design-wide settings (flooring, countertop, handles …), re-read only when the design map changes. */
export function useDesign(doc: Y.Doc | null): Design {
  const snapshot = useRef<{ doc: Y.Doc | null; design: Design }>({ doc: null, design: NO_DESIGN });
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (doc === null) return () => {};
      const design = designMap(doc);
      const handler = () => {
        snapshot.current = { doc, design: readDesign(doc) };
        onChange();
      };
      design.observeDeep(handler);
      // An update that arrived between the render and this subscription fired no event for it.
      handler();
      return () => design.unobserveDeep(handler);
    },
    [doc],
  );
  const getSnapshot = useCallback(() => {
    if (doc === null) return NO_DESIGN;
    if (snapshot.current.doc !== doc) snapshot.current = { doc, design: readDesign(doc) };
    return snapshot.current.design;
  }, [doc]);
  return useSyncExternalStore(subscribe, getSnapshot);
}
