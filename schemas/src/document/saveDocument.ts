import { z } from 'zod';
import { AccessSchema, GeneralAccessSchema, SAVE_FILE_VERSION } from '../saveMeta';

/**
 * The save itself as a save file carries it (spec 002 section 3): its name, place, sharing and
 * the catalogue and style it was made with. Ids of older files need not be ours, so any string goes.
 */
export const SaveDocumentSchema = z.looseObject({
  id: z.string(),
  version: z.literal(SAVE_FILE_VERSION).default(SAVE_FILE_VERSION),
  catalog: z.string().nullable().default(null),
  __added_time: z.number().int().nonnegative().default(0),
  __edited_time: z.number().int().nonnegative().default(0),
  filename: z.string().default(''),
  searchFilename: z.string().default(''),
  style: z.string().nullable().default(null),
  handle: z.string().nullable().default(null),
  feedback: z.unknown().optional(),
  folder_id: z.string().nullable().default(null),
  review_id: z.string().nullable().default(null),
  owner: z.string().default(''),
  editors: z.array(z.string()).default([]),
  viewers: z.array(z.string()).default([]),
  access: AccessSchema.default('locked'),
  generalAccess: GeneralAccessSchema.default('viewer'),
});

export type SaveDocument = z.infer<typeof SaveDocumentSchema>;
export type SaveDocumentInput = z.input<typeof SaveDocumentSchema>;

/** What a search matches a save's name against: lower case, spaces collapsed. */
export function searchFilename(filename: string): string {
  return filename.trim().toLowerCase().replace(/\s+/g, ' ');
}
