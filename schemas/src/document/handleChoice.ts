import { z } from 'zod';

/**
 * Which handles cabinets get: null is Default (the style's own), 'none' is None, anything else a
 * catalogue handle's id (spec 002 section 2, Handles panel).
 */
export const HandleChoiceSchema = z.string().min(1).nullable();
export type HandleChoice = z.infer<typeof HandleChoiceSchema>;

export const NO_HANDLES = 'none';
