import { z } from 'zod';

/**
 * How richly the 3D view is drawn (a General Setting, kept per person). Low keeps the plain look
 * and cost weak machines need (flat colours, no environment or key-light shadow); Medium, the
 * default, adds image-based light, soft shadows, contact shadows and generated textures; High
 * sharpens shadows and textures at a higher cost.
 */
export const RENDER_QUALITIES = ['low', 'medium', 'high'] as const;
export const RenderQualitySchema = z.enum(RENDER_QUALITIES);
export type RenderQuality = z.infer<typeof RenderQualitySchema>;
export const DEFAULT_RENDER_QUALITY: RenderQuality = 'medium';
