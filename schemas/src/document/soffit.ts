import { z } from 'zod';
import { inches } from '../units/inches';
import { FloorPointSchema } from './geometry';
import { nodeIdSchema } from './nodeId';

export const SOFFIT_CREATION_TYPES = ['automatic', '12inch', '24inch', 'custom'] as const;
export const SoffitCreationTypeSchema = z.enum(SOFFIT_CREATION_TYPES);
export type SoffitCreationType = z.infer<typeof SoffitCreationTypeSchema>;

/** Soffit depths (spec 002 section 9): automatic is 2 inches; custom is 1 to 48 in half-inch steps, 12 by default. */
export const SOFFIT_AUTOMATIC_DEPTH = inches(2);
export const SOFFIT_CUSTOM_DEPTH_IN = { min: 1, max: 48, step: 0.5, default: 12 } as const;
export const SOFFIT_DEFAULT_COLOR = '#FFFFFF';

/** The soffit's depth in meters for its creation type. */
export function soffitDepth(creationType: SoffitCreationType, customDepthIn: number): number {
  switch (creationType) {
    case 'automatic':
      return SOFFIT_AUTOMATIC_DEPTH;
    case '12inch':
      return inches(12);
    case '24inch':
      return inches(24);
    case 'custom':
      return inches(customDepthIn);
  }
}

const finite = z.number().finite();

/** A soffit box above wall cabinets, drawn as a floor outline at a height. */
export const SoffitSchema = z.looseObject({
  id: nodeIdSchema('soffit'),
  color: z.string().default(SOFFIT_DEFAULT_COLOR),
  points: z.array(FloorPointSchema).default([]),
  positionHeight: finite.nonnegative(),
  dimensionHeight: finite.nonnegative(),
  wallId: z.string().nullable().default(null),
  type: z.string().default(''),
  /** The models it was built over. */
  gltfIds: z.array(z.string()).default([]),
  overhang: finite.nonnegative().default(0),
  selected: z.boolean().default(false),
  creationType: SoffitCreationTypeSchema.default('automatic'),
  autoUpdate: z.boolean().default(true),
  /** Inches, as the wizard asks for it. */
  customDepthValue: z
    .number()
    .min(SOFFIT_CUSTOM_DEPTH_IN.min)
    .max(SOFFIT_CUSTOM_DEPTH_IN.max)
    .default(SOFFIT_CUSTOM_DEPTH_IN.default),
  lastUpdated: z.number().int().nonnegative().default(0),
});

export type Soffit = z.infer<typeof SoffitSchema>;
export type SoffitInput = z.input<typeof SoffitSchema>;
