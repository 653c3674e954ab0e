import type * as Y from 'yjs';
import type { NodeKind } from '../ids';
import { nodeFields } from './nodeFields';
import { nodeSchema, type NodeOf } from './nodeKinds';
import { nodesMap } from './nodesMap';

/**
 * A node read back from the document with its schema's defaults filled and unknown fields kept; null
 * when there is none or it does not parse (a replica must keep working whatever a peer wrote).
 */
export function readNode<K extends NodeKind>(doc: Y.Doc, kind: K, id: string): NodeOf<K> | null {
  const fields = nodeFields(nodesMap(doc, kind).get(id));
  if (fields === null) return null;
  const parsed = nodeSchema(kind).safeParse({ ...fields, id });
  return parsed.success ? parsed.data : null;
}
