import { z } from 'zod';
import type { Shareable } from './shareable';

/** What a credential may do with a save or folder; `own` implies `edit`, and `edit` implies `view`. */
export const AccessFlagsSchema = z.object({ view: z.boolean(), edit: z.boolean(), own: z.boolean() });
export type AccessFlags = z.infer<typeof AccessFlagsSchema>;

const NONE = 0;
const VIEW = 1;
const EDIT = 2;
const OWN = 3;
type Grant = typeof NONE | typeof VIEW | typeof EDIT | typeof OWN;

function grantOn(entity: Shareable, credentialId: string | null): Grant {
  if (credentialId !== null) {
    if (entity.owner === credentialId) return OWN;
    if (entity.editors.includes(credentialId)) return EDIT;
  }
  const isPublic = entity.access === 'public';
  if (credentialId !== null && isPublic && entity.generalAccess === 'editor') return EDIT;
  if (credentialId !== null && entity.viewers.includes(credentialId)) return VIEW;
  return isPublic ? VIEW : NONE;
}

/**
 * The view, edit and own flags of a credential on a save or folder (DESIGN.md section 6), the one
 * rule the api, the collab-server and the client share.
 *
 * - `credentialId` null is someone not logged in: a public entity lets them view, never edit, even
 *   when its general access is editor, because edits must carry an author.
 * - `ancestors` are the folders the entity sits in (for a folder, its path without its own id; for a
 *   save, its folder's whole path), in any order. Sharing a folder shares everything inside it, so
 *   each ancestor grants what it would grant on itself, and the strongest grant wins: an entity is
 *   never more private than its folders.
 * - Owning an ancestor folder grants edit, not own: an entity has exactly one owner, who alone may
 *   duplicate it for a client or delete it on its own, while the folder's owner still controls it
 *   through the folder (sharing, and deleting the folder with everything in it).
 */
export function accessFlags(
  entity: Shareable,
  credentialId: string | null,
  ancestors: readonly Shareable[] = [],
): AccessFlags {
  let grant = grantOn(entity, credentialId);
  for (const folder of ancestors) {
    if (grant >= EDIT) break;
    grant = Math.max(grant, Math.min(grantOn(folder, credentialId), EDIT)) as Grant;
  }
  return { view: grant >= VIEW, edit: grant >= EDIT, own: grant === OWN };
}
