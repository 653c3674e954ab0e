import { z } from 'zod';

export const LengthUnitSchema = z.enum(['inch', 'ft', 'm', 'cm', 'mm']);
export type LengthUnit = z.infer<typeof LengthUnitSchema>;

export const LENGTH_UNITS: readonly LengthUnit[] = LengthUnitSchema.options;

export const DEFAULT_LENGTH_UNIT: LengthUnit = 'inch';
