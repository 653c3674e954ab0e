import type * as Y from 'yjs';
import type { NodeKind } from '../ids';
import { NODE_KINDS } from './nodeKinds';

/**
 * The top-level map holding every node of one kind, one nested Y.Map of fields per node keyed by the
 * node's id. Entries are typed as Y.Maps, but a document from elsewhere may hold anything: check
 * with `instanceof Y.Map` before use.
 */
export function nodesMap(doc: Y.Doc, kind: NodeKind): Y.Map<Y.Map<unknown>> {
  return doc.getMap(NODE_KINDS[kind].map);
}
