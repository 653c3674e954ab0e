import { z } from 'zod';
import { InviteRoleSchema } from '../access/sharingChange';
import { CredentialSchema } from '../account/credential';
import { FolderSchema } from '../library/folder';
import { UnreadCommentCountsSchema } from '../library/unreadComments';
import { SaveSortOptionSchema, SortTypeSchema } from '../library/saveSort';
import { RoleSchema } from '../role';
import { AccessSchema, GeneralAccessSchema, SaveMetaSchema } from '../saveMeta';
import { SaveThumbnailVersionsSchema } from '../thumbnails/saveThumbnail';
import { EMAIL_PATTERN } from './auth';

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

/** Update save (spec 002 section 7): a new filename or folder; at least one of them. */
export const UpdateSaveRequestSchema = z
  .object({
    filename: z.string().trim().max(200).optional(),
    folder_id: z.string().min(1).nullable().optional(),
  })
  .refine((update) => update.filename !== undefined || update.folder_id !== undefined, {
    message: 'Send a filename or a folder_id',
  });
export type UpdateSaveRequest = z.infer<typeof UpdateSaveRequestSchema>;

/** Duplicate, or duplicate for a client (owner only), answering with the new save. */
export const DuplicateSaveRequestSchema = z.object({ forClient: z.boolean().default(false) });
export type DuplicateSaveRequest = z.infer<typeof DuplicateSaveRequestSchema>;

/**
 * The saves browser's query (GET /api/saves?sort=&order=&search=): the sort menu's option and
 * direction (each option's own default direction when none is sent) and the search box's text.
 */
export const SavesListQuerySchema = z.object({
  sort: SaveSortOptionSchema.default('name'),
  order: SortTypeSchema.optional(),
  search: z.string().max(200).default(''),
});
export type SavesListQuery = z.infer<typeof SavesListQuerySchema>;

/**
 * The saves browser's list: saves and folders the reader can see, with unread comment counts and
 * the version of each listed save's thumbnail (none for a save without one).
 */
export const SavesListResponseSchema = z.object({
  saves: z.array(SaveMetaSchema),
  folders: z.array(FolderSchema),
  unreadComments: UnreadCommentCountsSchema,
  thumbnails: SaveThumbnailVersionsSchema.default({}),
});
export type SavesListResponse = z.infer<typeof SavesListResponseSchema>;

/**
 * Import (spec 002 section 7: "account id and save contents"): the `.msmv` file itself, as text, with
 * the name the user gave it; the api reads it with `importSaveFile`, so both ends refuse alike.
 */
export const ImportSaveRequestSchema = z.object({
  // Absent or null is "no file attached", which the reader answers with the spec's own message.
  fileName: z.string().nullish(),
  content: z.string().nullish(),
  filename: z.string().trim().max(200).optional(),
  folder_id: z.string().min(1).nullable().default(null),
});
export type ImportSaveRequest = z.infer<typeof ImportSaveRequestSchema>;

/**
 * Share a save (spec 000 section 7): access, general access, the whole viewer and editor lists and
 * an optional invitee by e-mail. The api turns the lists into changes (`sharingChangesBetween`) and
 * applies them with `applySharingChanges`, so the client's and the api's rules are one.
 */
export const ShareSaveRequestSchema = z.object({
  access: AccessSchema,
  generalAccess: GeneralAccessSchema,
  viewers: z.array(z.string().min(1)).default([]),
  editors: z.array(z.string().min(1)).default([]),
  invitee: z.object({ email: z.string().trim().regex(EMAIL_PATTERN), access: InviteRoleSchema }).optional(),
});
export type ShareSaveRequest = z.infer<typeof ShareSaveRequestSchema>;

const SharingStateSchema = z.object({
  owner: z.string(),
  editors: z.array(z.string()),
  viewers: z.array(z.string()),
  access: AccessSchema,
  generalAccess: GeneralAccessSchema,
});

/**
 * The sharing as it now is, and the invitee's credential when one was added (for the people list).
 * A save's answer carries its share link `{host}/{saveId}` (`shareLink`), on the client domain the
 * request came to, for the copy-link button; the client adds `client`, `dim` and `conf` itself.
 */
export const ShareSaveResponseSchema = z.object({
  access: SharingStateSchema,
  cache: CredentialSchema.optional(),
  link: z.url().optional(),
});
export type ShareSaveResponse = z.infer<typeof ShareSaveResponseSchema>;

/** Sharing a folder also answers with the lists it changed (spec 000 section 7). */
export const ShareFolderResponseSchema = ShareSaveResponseSchema.extend({
  folder: FolderSchema,
  folders: z.array(FolderSchema),
  saves: z.array(SaveMetaSchema),
});
export type ShareFolderResponse = z.infer<typeof ShareFolderResponseSchema>;
