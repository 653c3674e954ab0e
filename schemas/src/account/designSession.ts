import { z } from 'zod';
import { CheckpointSchema } from '../history/checkpoint';

const time = z.number().int().nonnegative();
const count = z.number().int().nonnegative().default(0);
const optionalText = z.string().nullable().default(null);

/** What a guest typed in on the way in: the login e-mail and the landing page's form and link. */
export const DesignSessionInputDataSchema = z.looseObject({
  email: optionalText,
  phone_number: optionalText,
  discount: optionalText,
  referrer: optionalText,
});
export type DesignSessionInputData = z.infer<typeof DesignSessionInputDataSchema>;

/**
 * One visit to the design tool, for the account's analytics (spec 000 section 3). Times are epoch
 * ms; `__ended_time` stays null while the visit lasts. `user` is the credential id (null before
 * login), `userInfo` the browser's description of itself. `historyActions` are the kinds of the undo
 * entries pushed, in order; undo kinds the specs do not name are kept too.
 */
export const DesignSessionSchema = z.looseObject({
  id: z.string().min(1),
  __started_time: time,
  __refreshed_time: time.nullable().default(null),
  __ended_time: time.nullable().default(null),
  domain: z.string().default(''),
  accountId: z.string().nullable().default(null),
  saveId: z.string().nullable().default(null),
  user: z.string().nullable().default(null),
  userInfo: z.record(z.string(), z.unknown()).default({}),
  wallsAdded: count,
  cabinetsAdded: count,
  checkpoints: z.array(CheckpointSchema).default([]),
  historyActions: z.array(z.string()).default([]),
  guest: z.boolean().default(false),
  inputData: DesignSessionInputDataSchema.default({
    email: null,
    phone_number: null,
    discount: null,
    referrer: null,
  }),
  /** Whether the visitor could save (logged in, with saves left on the plan). */
  saveAvailable: z.boolean().default(false),
});

export type DesignSession = z.infer<typeof DesignSessionSchema>;
export type DesignSessionInput = z.input<typeof DesignSessionSchema>;
