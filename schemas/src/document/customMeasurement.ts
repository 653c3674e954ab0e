import { z } from 'zod';
import { Vec3Schema } from './geometry';
import { nodeIdSchema } from './nodeId';

/** A dimension line the user drew with the Measure tool, between two points in meters. */
export const CustomMeasurementSchema = z.looseObject({
  id: nodeIdSchema('measurement'),
  start: Vec3Schema,
  end: Vec3Schema,
  visible: z.boolean().default(true),
  selected: z.boolean().default(false),
});

export type CustomMeasurement = z.infer<typeof CustomMeasurementSchema>;
export type CustomMeasurementInput = z.input<typeof CustomMeasurementSchema>;
