import type { AccessFlags } from './accessFlags';

/** Only users with edit rights see the access controls and the invite form (spec 000 section 6). */
export function canManageSharing(flags: AccessFlags): boolean {
  return flags.edit;
}
