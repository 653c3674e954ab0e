import type { Shareable } from './shareable';

/** Whether anyone but the owner can reach the entity through its own sharing: a public link or a person. */
export function isShared(entity: Shareable): boolean {
  return entity.access === 'public' || entity.editors.length > 0 || entity.viewers.length > 0;
}
