import type * as Y from 'yjs';
import type { NodeKind } from '../ids';
import type { NodeOf } from './nodeKinds';
import { nodesMap } from './nodesMap';
import { readNode } from './readNode';

/**
 * Every node of one kind that parses, in id order: a Y.Map's own order depends on the order updates
 * arrived in, and every replica must list (and render, and export) the nodes alike. A node that does
 * not parse is skipped rather than failing the whole list.
 */
export function readNodes<K extends NodeKind>(doc: Y.Doc, kind: K): NodeOf<K>[] {
  return [...nodesMap(doc, kind).keys()]
    .sort()
    .map((id) => readNode(doc, kind, id))
    .filter((node): node is NodeOf<K> => node !== null);
}
