import type {
  Access,
  GeneralAccess,
  InviteRole,
  Shareable,
  ShareSaveRequest,
  SharingChange,
} from '@kitchensync/schemas';

/** What one action in the share dialog asks for: a sharing change, or an invitation by e-mail. */
export type ShareEdit =
  | Exclude<SharingChange, { type: 'invite' }>
  | { readonly type: 'inviteEmail'; readonly email: string; readonly role: InviteRole }
  | { readonly type: 'setLinkAccess'; readonly access: Access; readonly generalAccess: GeneralAccess };

/**
 * The spec's share payload (access, generalAccess, viewers, editors, optional invitee) for one edit
 * of the sharing as it now is. The api turns the lists back into changes and judges them by the
 * schemas' rules, so this only says what the person asked for; the owner is never put on a list.
 */
export function shareRequestFor(entity: Shareable, edit: ShareEdit): ShareSaveRequest {
  const request: ShareSaveRequest = {
    access: entity.access,
    generalAccess: entity.generalAccess,
    viewers: [...entity.viewers],
    editors: [...entity.editors],
  };
  const without = (list: readonly string[], id: string) => list.filter((candidate) => candidate !== id);
  switch (edit.type) {
    case 'inviteEmail':
      return { ...request, invitee: { email: edit.email.trim(), access: edit.role } };
    case 'changeRole': {
      const viewers = without(request.viewers, edit.credentialId);
      const editors = without(request.editors, edit.credentialId);
      return edit.role === 'editor'
        ? { ...request, viewers, editors: [...editors, edit.credentialId] }
        : { ...request, editors, viewers: [...viewers, edit.credentialId] };
    }
    case 'remove':
      return {
        ...request,
        viewers: without(request.viewers, edit.credentialId),
        editors: without(request.editors, edit.credentialId),
      };
    case 'setAccess':
      return { ...request, access: edit.access };
    case 'setGeneralAccess':
      return { ...request, generalAccess: edit.generalAccess };
    case 'setLinkAccess':
      return { ...request, access: edit.access, generalAccess: edit.generalAccess };
  }
}
