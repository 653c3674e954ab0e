import { z } from 'zod';
import { SaveFileContentsSchema } from '../document/saveFileContents';
import { API_ERRORS } from './apiError';

/** The longest name a person may give a version of a design. */
export const HISTORY_LABEL_MAX_LENGTH = 80;

/**
 * A version of a design is a seq of its log: the document right after that append. 0 is the empty
 * log before anything was written, not a design, so versions start at 1.
 */
export const HistorySeqSchema = z
  .number({ error: API_ERRORS['history/seq_invalid'] })
  .int({ error: API_ERRORS['history/seq_invalid'] })
  .positive({ error: API_ERRORS['history/seq_invalid'] })
  .max(Number.MAX_SAFE_INTEGER, { error: API_ERRORS['history/seq_invalid'] });

/** A seq as a path segment: digits only, so "1e3", " 7" or "0x10" are refused rather than coerced. */
export const HistorySeqParamSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,15}$/, { error: API_ERRORS['history/seq_invalid'] })
  .transform(Number)
  .pipe(HistorySeqSchema);

/** One labelled point in a design's history; `author` is the user id of who made it (null: the server). */
export const HistoryCheckpointSchema = z.object({
  label: z.string().min(1),
  author: z.string().nullable(),
  /** Epoch milliseconds. */
  createdAt: z.number().int().nonnegative(),
  seq: z.number().int().nonnegative(),
});
export type HistoryCheckpoint = z.infer<typeof HistoryCheckpointSchema>;

/**
 * A checkpoint as the history lists it: with the design's total price at that version (the save's
 * `totalPrice`, which the owner's editor keeps equal to the price list), so a person sees what a
 * change cost (issue 17). Null when that version cannot be read any more.
 */
export const HistoryListEntrySchema = HistoryCheckpointSchema.extend({
  totalPrice: z.number().finite().nonnegative().nullable(),
});
export type HistoryListEntry = z.infer<typeof HistoryListEntrySchema>;

/** The history panel: checkpoints newest first and the seq the design is at now. */
export const HistoryListResponseSchema = z.object({
  head: z.number().int().nonnegative(),
  checkpoints: z.array(HistoryListEntrySchema),
});
export type HistoryListResponse = z.infer<typeof HistoryListResponseSchema>;

/**
 * A design as it was at `seq`, as save-file contents at the current schema (what the client loads
 * into a scratch Y.Doc to show it). The `document` record is the save's as it is now: a save's name
 * and sharing have no history; its style and handle are the design's and do.
 */
export const HistoryVersionResponseSchema = z.object({
  seq: HistorySeqSchema,
  contents: SaveFileContentsSchema,
});
export type HistoryVersionResponse = z.infer<typeof HistoryVersionResponseSchema>;

/** Names the design as it is now. One line of 1 to 80 characters once trimmed. */
export const CreateCheckpointRequestSchema = z.object({
  label: z
    .string({ error: API_ERRORS['history/label_invalid'] })
    .trim()
    .min(1, { error: API_ERRORS['history/label_invalid'] })
    .max(HISTORY_LABEL_MAX_LENGTH, { error: API_ERRORS['history/label_invalid'] })
    // Control characters (line breaks, tabs …) would break the one-line history list.
    .regex(/^\P{Cc}*$/u, { error: API_ERRORS['history/label_invalid'] }),
});
export type CreateCheckpointRequest = z.infer<typeof CreateCheckpointRequestSchema>;

export const CheckpointResponseSchema = z.object({ checkpoint: HistoryCheckpointSchema });
export type CheckpointResponse = z.infer<typeof CheckpointResponseSchema>;

export const RestoreVersionRequestSchema = z.object({ seq: HistorySeqSchema });
export type RestoreVersionRequest = z.infer<typeof RestoreVersionRequestSchema>;

/** The seq the design is at after the restore (it is itself a version, checkpointed "Restored …"). */
export const RestoreVersionResponseSchema = z.object({ seq: HistorySeqSchema });
export type RestoreVersionResponse = z.infer<typeof RestoreVersionResponseSchema>;
