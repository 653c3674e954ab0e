import { z } from 'zod';

/** Every catalogue and placed model has one of these types (spec 001 section 3). */
export const MODEL_TYPES = [
  'base',
  'wall',
  'tall',
  'vanity',
  'accessory',
  'closets',
  'appliance',
  'furniture',
  'decoration',
  'uncategorized',
] as const;

export const ModelTypeSchema = z.enum(MODEL_TYPES);
export type ModelType = z.infer<typeof ModelTypeSchema>;

/** Types whose models are cabinets: they are priced per style and take countertops, handles and moldings. */
export const CABINET_MODEL_TYPES = [
  'base',
  'wall',
  'tall',
  'vanity',
  'closets',
] as const satisfies readonly ModelType[];

export function isCabinetType(type: ModelType): boolean {
  return (CABINET_MODEL_TYPES as readonly ModelType[]).includes(type);
}
