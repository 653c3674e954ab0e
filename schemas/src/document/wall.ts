import { z } from 'zod';
import { inches } from '../units/inches';
import { nodeIdSchema } from './nodeId';

export const WALL_DEFAULT_HEIGHT = inches(96);
export const WALL_DEFAULT_THICKNESS = inches(4.5);
export const WALL_DEFAULT_COLOR = '#E0E0E0';

const finite = z.number().finite();

/**
 * A solid wall. `position` is the start of its centre line on the floor (x, z in meters);
 * `dimensions.x` is its length along `angle` (radians, counter-clockwise seen from above, from +x),
 * `dimensions.y` its height and `dimensions.z` its thickness. Fields it does not know are kept, so a
 * save file from a newer version survives a round trip.
 */
export const WallSchema = z.looseObject({
  id: nodeIdSchema('wall'),
  position: z.object({ x: finite, z: finite }),
  dimensions: z.object({
    x: finite.positive(),
    y: finite.positive().default(WALL_DEFAULT_HEIGHT),
    z: finite.positive().default(WALL_DEFAULT_THICKNESS),
  }),
  angle: finite.default(0),
  connected: z.array(z.string()).default([]),
  color: z.string().default(WALL_DEFAULT_COLOR),
  visible: z.boolean().default(true),
  showMeasurements: z.boolean().default(true),
  selected: z.boolean().default(false),
  showDiagonal: z.boolean().default(false),
  error: z.boolean().default(false),
  name: z.string().default(''),
});

export type Wall = z.infer<typeof WallSchema>;
export type WallInput = z.input<typeof WallSchema>;
