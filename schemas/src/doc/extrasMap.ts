import type * as Y from 'yjs';

/**
 * Top-level save-file members this version does not know, one plain value each, so that a design
 * made by a newer product keeps them through a load here and a save. Not in `meta` (which is this
 * code's bookkeeping) nor in `design` (whose entries are this version's settings).
 */
export function extrasMap(doc: Y.Doc): Y.Map<unknown> {
  return doc.getMap('extras');
}
