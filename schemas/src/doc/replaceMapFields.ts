import type * as Y from 'yjs';
import { setFieldIfChanged } from './setFieldIfChanged';

/**
 * Makes a Y.Map hold exactly `fields`, touching only the entries that differ: those set to another
 * value and those no longer present. Fields another replica added meanwhile are not known here and
 * so are left alone.
 */
export function replaceMapFields(map: Y.Map<unknown>, fields: Readonly<Record<string, unknown>>): void {
  for (const field of [...map.keys()]) {
    if (fields[field] === undefined) map.delete(field);
  }
  for (const [field, value] of Object.entries(fields)) setFieldIfChanged(map, field, value);
}
