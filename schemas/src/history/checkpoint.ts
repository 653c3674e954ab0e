import { z } from 'zod';

/**
 * One logged checkpoint of a design session. The spec names the labels but not the record; the
 * time (epoch ms) lets a session be read back as a timeline. Labels stay open strings because
 * older clients logged labels this version no longer uses.
 */
export const CheckpointSchema = z.looseObject({
  label: z.string().min(1),
  time: z.number().int().nonnegative(),
});

export type Checkpoint = z.infer<typeof CheckpointSchema>;
