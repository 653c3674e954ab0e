import { z } from 'zod';
import { nodeIdSchema } from './nodeId';

/** Lights that cast shadows are expensive; the product allows this many (spec 002 section 5). */
export const MAX_SHADOW_LIGHTS = 12;

const finite = z.number().finite();

/** A point light in the room, position in meters. `lightVisible` is the light itself; `visible` its marker. */
export const PointLightSchema = z.looseObject({
  id: nodeIdSchema('pointLight'),
  visible: z.boolean().default(true),
  lightVisible: z.boolean().default(true),
  selected: z.boolean().default(false),
  intensity: finite.nonnegative().default(1),
  x: finite,
  y: finite,
  z: finite,
  shadow: z.boolean().default(false),
});

export type PointLight = z.infer<typeof PointLightSchema>;
export type PointLightInput = z.input<typeof PointLightSchema>;
