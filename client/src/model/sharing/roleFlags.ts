import type { AccessFlags, Role } from '@kitchensync/schemas';

/** The flags a role the api stated stands for, for rules written over flags (`shareDialogOptions`). */
export function roleFlags(role: Role | null): AccessFlags {
  return {
    view: role !== null,
    edit: role === 'owner' || role === 'editor',
    own: role === 'owner',
  };
}
