import { z } from 'zod';

/** The appliance kinds of the appliance menu's second step (spec 001 section 3, 002 section 9). */
export const APPLIANCE_TYPES = [
  'refrigerator',
  'dishwasher and dryer',
  'range and oven',
  'hood',
  'microwave',
  'other',
] as const;

export const ApplianceTypeSchema = z.enum(APPLIANCE_TYPES);
export type ApplianceType = z.infer<typeof ApplianceTypeSchema>;

/** The menu opens on this kind (spec 002 section 4). */
export const DEFAULT_APPLIANCE_TYPE: ApplianceType = 'refrigerator';

/**
 * Size groups of the third step, for the kinds the spec groups (spec 002 section 9); refrigerators by
 * width in inches, ranges and ovens by form.
 */
export const APPLIANCE_SIZE_GROUPS = {
  refrigerator: ['24-28', '30', '33', '36', '42', 'Other'],
  'range and oven': ['Range', 'Oven', 'Cooktop'],
} as const satisfies Partial<Record<ApplianceType, readonly string[]>>;
