import type * as Y from 'yjs';
import { DESIGN_FIELDS, DesignSchema, type Design } from '../document/design';
import { designMap } from './designMap';

/**
 * The design's settings with defaults for what was never chosen. Each field is parsed on its own: a
 * field a peer wrote wrongly reads as its default instead of costing the user every other setting.
 * Entries this version does not know are ignored.
 */
export function readDesign(doc: Y.Doc): Design {
  // toJSON turns a Y type a peer may have put here into plain data, which can be copied and parsed.
  const stored = designMap(doc).toJSON() as Record<string, unknown>;
  const entries = DESIGN_FIELDS.map((field) => {
    const schema = DesignSchema.shape[field];
    const parsed = schema.safeParse(structuredClone(stored[field]));
    return [field, parsed.success ? parsed.data : schema.parse(undefined)];
  });
  return Object.fromEntries(entries) as Design;
}
