import { z } from 'zod';
import { RoleSchema } from '../role';
import { AccessSchema, GeneralAccessSchema, SaveMetaSchema } from '../saveMeta';

export const CreateSaveRequestSchema = z.object({ filename: z.string().trim().max(200).default('') });
export type CreateSaveRequest = z.infer<typeof CreateSaveRequestSchema>;

/** A save as one reader sees it: its metadata plus the reader's role on it. */
export const SaveResponseSchema = z.object({ save: SaveMetaSchema, role: RoleSchema });
export type SaveResponse = z.infer<typeof SaveResponseSchema>;

export const UpdateSharingRequestSchema = z.object({
  access: AccessSchema,
  generalAccess: GeneralAccessSchema,
});
export type UpdateSharingRequest = z.infer<typeof UpdateSharingRequestSchema>;

export const CollabTicketResponseSchema = z.object({
  ticket: z.string(),
  role: RoleSchema,
  expiresAt: z.number().int(),
});
export type CollabTicketResponse = z.infer<typeof CollabTicketResponseSchema>;
