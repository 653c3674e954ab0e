import * as Y from 'yjs';

/**
 * A node's fields as stored, without its id (the id is the node's key, never a field). Copied, so
 * that whoever reads cannot change the document by mutating what it got; null when the entry is not
 * a node at all.
 */
export function nodeFields(node: unknown): Record<string, unknown> | null {
  if (!(node instanceof Y.Map)) return null;
  const fields = structuredClone(node.toJSON()) as Record<string, unknown>;
  delete fields.id;
  return fields;
}
