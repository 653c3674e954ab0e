import type { Shareable } from './shareable';
import type { InviteRole, SharingChange } from './sharingChange';

export type SharingLists = Pick<Shareable, 'editors' | 'viewers' | 'access' | 'generalAccess'>;

function roles(lists: SharingLists): Map<string, InviteRole> {
  const byId = new Map<string, InviteRole>();
  for (const id of lists.viewers) byId.set(id, 'viewer');
  // Someone listed twice keeps the stronger role.
  for (const id of lists.editors) byId.set(id, 'editor');
  return byId;
}

/**
 * The changes that turn one sharing state into another. The spec's share call sends whole lists
 * (spec 000 section 7); the api turns them into changes so that `applySharingChanges` judges each.
 * They come as removals, role changes, invites, then access and general access, so that a log of
 * them reads the same for the same request.
 */
export function sharingChangesBetween(before: SharingLists, after: SharingLists): SharingChange[] {
  const was = roles(before);
  const will = roles(after);
  const removals: SharingChange[] = [];
  const roleChanges: SharingChange[] = [];
  const invites: SharingChange[] = [];
  for (const id of was.keys()) {
    if (!will.has(id)) removals.push({ type: 'remove', credentialId: id });
  }
  for (const [id, role] of will) {
    const previous = was.get(id);
    if (previous === undefined) invites.push({ type: 'invite', credentialId: id, role });
    else if (previous !== role) roleChanges.push({ type: 'changeRole', credentialId: id, role });
  }
  const changes = [...removals, ...roleChanges, ...invites];
  if (after.access !== before.access) changes.push({ type: 'setAccess', access: after.access });
  if (after.generalAccess !== before.generalAccess) {
    changes.push({ type: 'setGeneralAccess', generalAccess: after.generalAccess });
  }
  return changes;
}
