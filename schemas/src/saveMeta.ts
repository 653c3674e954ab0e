import { z } from 'zod';

export const AccessSchema = z.enum(['locked', 'public']);
export type Access = z.infer<typeof AccessSchema>;

export const GeneralAccessSchema = z.enum(['viewer', 'editor']);
export type GeneralAccess = z.infer<typeof GeneralAccessSchema>;

export const SAVE_FILE_VERSION = 2;

/** A save's metadata as the api keeps it; the design itself lives in the save's Y.Doc. */
export const SaveMetaSchema = z.object({
  id: z.string().regex(/^save_[A-Za-z0-9]+$/),
  version: z.literal(SAVE_FILE_VERSION).default(SAVE_FILE_VERSION),
  filename: z.string().max(200).default(''),
  owner: z.string(),
  editors: z.array(z.string()).default([]),
  viewers: z.array(z.string()).default([]),
  access: AccessSchema.default('locked'),
  generalAccess: GeneralAccessSchema.default('viewer'),
  folder_id: z.string().nullable().default(null),
  __added_time: z.number().int(),
  __edited_time: z.number().int(),
});

export type SaveMeta = z.infer<typeof SaveMetaSchema>;
