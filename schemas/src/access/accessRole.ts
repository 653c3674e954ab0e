import type { Role } from '../role';
import type { AccessFlags } from './accessFlags';

/** The role a collab ticket or an api answer states for a set of flags, or null for no access. */
export function accessRole(flags: AccessFlags): Role | null {
  if (flags.own) return 'owner';
  if (flags.edit) return 'editor';
  return flags.view ? 'viewer' : null;
}
