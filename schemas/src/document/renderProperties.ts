import { z } from 'zod';

/**
 * Material properties of a texture, one set for the live app and one for renders. Their keys are
 * the renderer's (roughness, metalness, maps …) and may grow, so they are kept open.
 */
export const RenderPropertiesSchema = z.record(z.string(), z.unknown());
export type RenderProperties = z.infer<typeof RenderPropertiesSchema>;
