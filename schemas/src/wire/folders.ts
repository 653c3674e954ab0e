import { z } from 'zod';
import { FolderSchema } from '../library/folder';
import { FolderNameSchema } from '../library/folderName';
import { SaveMetaSchema } from '../saveMeta';

/** Folder create: a name and the folder it goes in (null for the top). */
export const CreateFolderRequestSchema = z.object({
  name: FolderNameSchema,
  parent: z.string().min(1).nullable().default(null),
});
export type CreateFolderRequest = z.infer<typeof CreateFolderRequestSchema>;

export const RenameFolderRequestSchema = z.object({ name: FolderNameSchema });
export type RenameFolderRequest = z.infer<typeof RenameFolderRequestSchema>;

/**
 * Folder move (spec 002 section 7): the target parent, and whether more moves of the same selection
 * follow; only the last one answers with the whole new lists.
 */
export const MoveFolderRequestSchema = z.object({
  parent: z.string().min(1).nullable(),
  notLast: z.boolean().default(false),
});
export type MoveFolderRequest = z.infer<typeof MoveFolderRequestSchema>;

export const FolderResponseSchema = z.object({ folder: FolderSchema });
export type FolderResponse = z.infer<typeof FolderResponseSchema>;

/** What the last move of a selection answers: every save and folder as they now are. */
export const MoveFolderResponseSchema = z.union([
  FolderResponseSchema,
  z.object({ folder: FolderSchema, saves: z.array(SaveMetaSchema), folders: z.array(FolderSchema) }),
]);
export type MoveFolderResponse = z.infer<typeof MoveFolderResponseSchema>;
