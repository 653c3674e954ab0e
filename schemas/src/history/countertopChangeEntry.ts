import { z } from 'zod';

/**
 * The undo entry a countertop pick pushes (spec 000 section 3): the countertop before and after, by
 * catalogue id; null is no countertop, since clicking the selected one clears it.
 */
export const CountertopChangeEntrySchema = z.object({
  action: z.literal('countertopChange'),
  oldId: z.string().min(1).nullable(),
  newId: z.string().min(1).nullable(),
});

export type CountertopChangeEntry = z.infer<typeof CountertopChangeEntrySchema>;
