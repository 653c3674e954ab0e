import type { Role } from './role';
import type { SaveMeta } from './saveMeta';

type SaveSharing = Pick<SaveMeta, 'owner' | 'access' | 'generalAccess'> & {
  readonly editors: readonly string[];
  readonly viewers: readonly string[];
};

/**
 * The role a credential has on a save, or null when it may not even view it.
 * `credentialId` null is someone who is not logged in: a public link lets them view, never edit.
 */
export function saveRole(save: SaveSharing, credentialId: string | null): Role | null {
  if (credentialId !== null) {
    if (save.owner === credentialId) return 'owner';
    if (save.editors.includes(credentialId)) return 'editor';
  }
  const publicRole = save.access === 'public' ? save.generalAccess : null;
  if (credentialId !== null && publicRole === 'editor') return 'editor';
  if (credentialId !== null && save.viewers.includes(credentialId)) return 'viewer';
  return publicRole === null ? null : 'viewer';
}
