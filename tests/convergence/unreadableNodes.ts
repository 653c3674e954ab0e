import { NODE_KIND_NAMES, nodesMap, readNodes } from '@kitchensync/schemas';
import type * as Y from 'yjs';

/** The stored nodes (`kind:id`) that their schema refuses, which every replica and the save lose. */
export function unreadableNodes(doc: Y.Doc): Set<string> {
  return new Set(
    NODE_KIND_NAMES.flatMap((kind) => {
      const readable = new Set(readNodes(doc, kind).map((node) => node.id));
      return [...nodesMap(doc, kind).keys()].filter((id) => !readable.has(id)).map((id) => `${kind}:${id}`);
    }),
  );
}
