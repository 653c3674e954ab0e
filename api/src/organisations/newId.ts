import { randomUUID } from 'node:crypto';

/** Ids of the kinds this feature adds, prefixed like schemas' `createId` ones. */
export function newId(kind: 'org' | 'invite'): string {
  return `${kind}_${randomUUID().replace(/-/g, '')}`;
}
