import type * as Y from 'yjs';
import type { NodeKind } from '../ids';
import { nodesMap } from './nodesMap';

/**
 * Removes a node. References to it from other nodes (a wall's `connected`, an opening's `wall_id`)
 * are the command's business, which knows what the user meant; it opens no transaction.
 */
export function deleteNode(doc: Y.Doc, kind: NodeKind, id: string): void {
  const nodes = nodesMap(doc, kind);
  if (nodes.has(id)) nodes.delete(id);
}
