import type * as Y from 'yjs';

/**
 * The design-wide settings (flooring, countertop, …), one entry per field of `DesignSchema`, each a
 * plain value replaced whole: changing the flooring and the countertop at once both survive.
 */
export function designMap(doc: Y.Doc): Y.Map<unknown> {
  return doc.getMap('design');
}
