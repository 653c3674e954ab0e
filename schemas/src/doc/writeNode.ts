import * as Y from 'yjs';
import type { NodeKind } from '../ids';
import { nodeSchema, type NodeInputOf, type NodeOf } from './nodeKinds';
import { nodesMap } from './nodesMap';
import { replaceMapFields } from './replaceMapFields';

/**
 * Makes the node `input.id` exactly `input` (validated, defaults filled, unknown fields kept) and
 * returns it; throws the schema's error when it does not parse, before anything is written. Only
 * fields that differ from the stored ones are written, so two people changing different fields of
 * one node both keep their change; fields of the stored node that `input` lacks are removed.
 *
 * It opens no transaction: the caller wraps one command in one `doc.transact` with its origin, so
 * the command is one undo step and one update.
 */
export function writeNode<K extends NodeKind>(doc: Y.Doc, kind: K, input: NodeInputOf<K>): NodeOf<K> {
  const node = nodeSchema(kind).parse(input);
  const { id, ...fields } = node as NodeOf<K> & { id: string };
  const nodes = nodesMap(doc, kind);
  let stored = nodes.get(id);
  if (!(stored instanceof Y.Map)) {
    stored = new Y.Map<unknown>();
    nodes.set(id, stored);
  }
  replaceMapFields(stored, fields);
  return node;
}
