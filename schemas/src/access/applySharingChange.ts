import { accessFlags } from './accessFlags';
import type { Shareable } from './shareable';
import type { InviteRole, SharingChange } from './sharingChange';

/** Why a sharing change was refused; stable codes the api sends and the client words. */
export type SharingRefusal =
  | 'sharing/forbidden'
  | 'sharing/owner_immutable'
  | 'sharing/needs_coworkers'
  | 'sharing/forced_locked'
  | 'sharing/locked_needs_licence'
  | 'sharing/not_shared_with';

export type SharingResult<T extends Shareable> =
  { readonly ok: true; readonly entity: T } | { readonly ok: false; readonly refusal: SharingRefusal };

export interface SharingContext {
  /**
   * Folders are shared only within an organisation (spec 002 section 6), so "forced to locked
   * without coworkers" binds them; a save can still be made public without coworkers, which is what
   * the spec's own auth/user_inaccessible message tells people to do.
   */
  readonly kind: 'save' | 'folder';
  /** Who makes the change; null for someone not logged in. */
  readonly actorId: string | null;
  /** The folders the entity sits in, as for `accessFlags`. */
  readonly ancestors?: readonly Shareable[];
  /** Whether the actor's organisation has coworkers. */
  readonly hasCoworkers: boolean;
  /** Whether the actor is licensed (on a paid plan). */
  readonly licensed: boolean;
}

function withRole<T extends Shareable>(entity: T, credentialId: string, role: InviteRole | null): T {
  const others = (list: readonly string[]) => list.filter((id) => id !== credentialId);
  return {
    ...entity,
    editors: role === 'editor' ? [...others(entity.editors), credentialId] : others(entity.editors),
    viewers: role === 'viewer' ? [...others(entity.viewers), credentialId] : others(entity.viewers),
  };
}

function refuse<T extends Shareable>(refusal: SharingRefusal): SharingResult<T> {
  return { ok: false, refusal };
}

function applyJudged<T extends Shareable>(
  entity: T,
  change: SharingChange,
  context: SharingContext,
  actorEdits: boolean,
): SharingResult<T> {
  const removesSelf =
    change.type === 'remove' &&
    change.credentialId === context.actorId &&
    change.credentialId !== entity.owner;
  if (removesSelf) return { ok: true, entity: withRole(entity, change.credentialId, null) };
  if (!actorEdits) return refuse('sharing/forbidden');

  switch (change.type) {
    case 'invite':
    case 'changeRole': {
      if (change.credentialId === entity.owner) return refuse('sharing/owner_immutable');
      if (!context.hasCoworkers) return refuse('sharing/needs_coworkers');
      const sharedWith =
        entity.editors.includes(change.credentialId) || entity.viewers.includes(change.credentialId);
      if (change.type === 'changeRole' && !sharedWith) return refuse('sharing/not_shared_with');
      return { ok: true, entity: withRole(entity, change.credentialId, change.role) };
    }
    case 'remove':
      if (change.credentialId === entity.owner) return refuse('sharing/owner_immutable');
      return { ok: true, entity: withRole(entity, change.credentialId, null) };
    case 'setAccess':
      if (change.access === entity.access) return { ok: true, entity };
      if (change.access === 'public' && !context.hasCoworkers && context.kind === 'folder') {
        return refuse('sharing/forced_locked');
      }
      if (change.access === 'locked' && context.hasCoworkers && !context.licensed) {
        return refuse('sharing/locked_needs_licence');
      }
      return { ok: true, entity: { ...entity, access: change.access } };
    case 'setGeneralAccess':
      if (change.generalAccess === entity.generalAccess) return { ok: true, entity };
      if (!context.hasCoworkers && context.kind === 'folder') return refuse('sharing/needs_coworkers');
      return { ok: true, entity: { ...entity, generalAccess: change.generalAccess } };
  }
}

/**
 * Applies one share-dialog change to a save or folder and returns the changed copy, or why it is
 * refused, so that the api enforces exactly what the client offers (spec 000 sections 4 and 6,
 * spec 002 sections 4 and 6):
 *
 * - anyone but the owner may remove their own access, whatever their flags; every other change
 *   needs edit;
 * - the owner cannot be invited, changed or removed;
 * - invites and role changes need coworkers (invitees come from the organisation); without them a
 *   folder stays locked and private, while a save can still be shared by its public link;
 * - without a licence, an organisation with coworkers cannot make things private (locked).
 *
 * Inviting someone already shared with sets their role; removing someone not shared with changes
 * nothing, so a repeated request is harmless. A change that sets what is already set succeeds as is.
 */
export function applySharingChange<T extends Shareable>(
  entity: T,
  change: SharingChange,
  context: SharingContext,
): SharingResult<T> {
  return applyJudged(entity, change, context, accessFlags(entity, context.actorId, context.ancestors).edit);
}

/**
 * Applies changes in order and stops at the first refusal, so a request that carries several (the
 * spec's share call sends whole lists) is accepted or refused as a whole. The actor's rights are
 * judged on the entity as the request found it, so leaving or demoting oneself in the same request
 * does not refuse the rest of it.
 */
export function applySharingChanges<T extends Shareable>(
  entity: T,
  changes: readonly SharingChange[],
  context: SharingContext,
): SharingResult<T> {
  const actorEdits = accessFlags(entity, context.actorId, context.ancestors).edit;
  let current = entity;
  for (const change of changes) {
    const result = applyJudged(current, change, context, actorEdits);
    if (!result.ok) return result;
    current = result.entity;
  }
  return { ok: true, entity: current };
}
