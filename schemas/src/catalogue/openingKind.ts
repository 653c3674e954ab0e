import { z } from 'zod';

/** The kinds of catalogue openings, exactly as spec 001 section 3 lists them. */
export const OPENING_KINDS = [
  'Exterior Door',
  'Interior Door',
  'Patio Door',
  'Garage Door',
  'Single Window',
  'Double Window',
  'Unique Windows',
  'Door Opening',
  'Window Opening',
  'Other',
] as const;

export const OpeningKindSchema = z.enum(OPENING_KINDS);
export type OpeningKind = z.infer<typeof OpeningKindSchema>;
