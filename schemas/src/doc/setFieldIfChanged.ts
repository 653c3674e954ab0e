import type * as Y from 'yjs';
import { copyForDocument } from './copyForDocument';
import { sameJson } from './sameJson';

/**
 * Sets one field of a node or of the design map, unless it already holds an equal value: an
 * unchanged field that is set anyway would overwrite a coworker's concurrent change to it, and would
 * put an update on the wire for nothing. Undefined removes the field, as JSON would.
 */
export function setFieldIfChanged(map: Y.Map<unknown>, field: string, value: unknown): void {
  if (value === undefined) {
    if (map.has(field)) map.delete(field);
    return;
  }
  const stored = copyForDocument(value);
  if (map.has(field) && sameJson(map.get(field), stored)) return;
  map.set(field, stored);
}
