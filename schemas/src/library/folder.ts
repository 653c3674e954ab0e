import { z } from 'zod';
import { AccessSchema, GeneralAccessSchema } from '../saveMeta';

/**
 * A folder of saves (spec 000 and 002 section 3). `path` lists its ancestors' ids from the top and
 * ends in its own id; a folder at the root has `[id]`, since the built-in root is never stored.
 * `parent` is null at the root. `structurePath` is the path as one string (`folderStructurePath`),
 * kept so a store can find every descendant with one prefix query.
 */
export const FolderSchema = z
  .looseObject({
    id: z.string().min(1),
    __added_time: z.number().int().nonnegative().default(0),
    name: z.string().default(''),
    path: z.array(z.string().min(1)).min(1),
    parent: z.string().min(1).nullable().default(null),
    owner: z.string().min(1),
    viewers: z.array(z.string()).default([]),
    editors: z.array(z.string()).default([]),
    access: AccessSchema.default('locked'),
    generalAccess: GeneralAccessSchema.default('viewer'),
    structurePath: z.string().default(''),
  })
  .superRefine((folder, context) => {
    if (folder.path.at(-1) === folder.id) return;
    context.addIssue({
      code: 'custom',
      path: ['path'],
      message: `a folder's path must end in its own id (${folder.id})`,
    });
  });

export type Folder = z.infer<typeof FolderSchema>;
export type FolderInput = z.input<typeof FolderSchema>;

export const FOLDER_STRUCTURE_SEPARATOR = '/';

/** `structurePath` of a folder with this path; ids are generated and never contain the separator. */
export function folderStructurePath(path: readonly string[]): string {
  return path.join(FOLDER_STRUCTURE_SEPARATOR);
}
