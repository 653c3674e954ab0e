import { accessFlags } from './access/accessFlags';
import { accessRole } from './access/accessRole';
import type { Role } from './role';
import type { SaveMeta } from './saveMeta';

type SaveSharing = Pick<SaveMeta, 'owner' | 'access' | 'generalAccess'> & {
  readonly editors: readonly string[];
  readonly viewers: readonly string[];
};

/**
 * The role a credential has on a save, or null when it may not even view it.
 * `credentialId` null is someone who is not logged in: a public link lets them view, never edit.
 * It leaves out the save's folders; pass them to `accessFlags` when the save sits in one.
 */
export function saveRole(save: SaveSharing, credentialId: string | null): Role | null {
  return accessRole(accessFlags(save, credentialId));
}
