import * as Y from 'yjs';
import type { NodeKind } from '../ids';
import { nodeFields } from './nodeFields';
import { nodeSchema, type NodeInputOf, type NodeOf } from './nodeKinds';
import { nodesMap } from './nodesMap';
import { replaceMapFields } from './replaceMapFields';

/**
 * Changes some fields of an existing node and returns it, or null when there is no such node. The
 * whole node must still parse afterwards (else the schema's error is thrown and nothing is written).
 * A field patched to undefined is removed, which gives a known field its default back. The node's id
 * is its key and cannot be patched. Like `writeNode`, it writes only what changed and opens no
 * transaction.
 */
export function updateNode<K extends NodeKind>(
  doc: Y.Doc,
  kind: K,
  id: string,
  patch: Partial<NodeInputOf<K>>,
): NodeOf<K> | null {
  const stored = nodesMap(doc, kind).get(id);
  const fields = nodeFields(stored);
  if (fields === null || !(stored instanceof Y.Map)) return null;
  const node = nodeSchema(kind).parse({ ...fields, ...patch, id });
  const { id: _id, ...changed } = node as NodeOf<K> & { id: string };
  replaceMapFields(stored, changed);
  return node;
}
