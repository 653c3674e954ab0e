import { z } from 'zod';
import { AccessSchema, GeneralAccessSchema } from '../saveMeta';

/** The access a person is invited with. */
export const InviteRoleSchema = z.enum(['viewer', 'editor']);
export type InviteRole = z.infer<typeof InviteRoleSchema>;

/** One edit made in the share dialog of a save or folder (spec 000 section 2). */
export const SharingChangeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('invite'), credentialId: z.string().min(1), role: InviteRoleSchema }),
  z.object({ type: z.literal('changeRole'), credentialId: z.string().min(1), role: InviteRoleSchema }),
  z.object({ type: z.literal('remove'), credentialId: z.string().min(1) }),
  z.object({ type: z.literal('setAccess'), access: AccessSchema }),
  z.object({ type: z.literal('setGeneralAccess'), generalAccess: GeneralAccessSchema }),
]);
export type SharingChange = z.infer<typeof SharingChangeSchema>;
