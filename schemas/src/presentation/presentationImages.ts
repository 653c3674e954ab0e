import { z } from 'zod';
import {
  PRESENTATION_IMAGE_KINDS,
  PRESENTATION_IMAGE_LIMITS,
  PRESENTATION_IMAGE_MEDIA_TYPES,
} from './presentationImageLimits';

export const PresentationImageKindSchema = z.enum(PRESENTATION_IMAGE_KINDS);

/**
 * POST /api/saves/:saveId/presentation/images: one picture as a base64 data URL (PNG or JPEG,
 * checked against `PRESENTATION_IMAGE_LIMITS` from its bytes by the api, which answers each
 * refusal with its own code), its kind and the name the lists show.
 */
export const AddPresentationImageRequestSchema = z.object({
  kind: PresentationImageKindSchema,
  name: z.string().trim().min(1).max(PRESENTATION_IMAGE_LIMITS.maxNameLength),
  // Its length is bounded by the route's body limit, so that an over-long picture is told it is too large.
  image: z.string(),
});
export type AddPresentationImageRequest = z.infer<typeof AddPresentationImageRequestSchema>;

/** A picture kept with a save, without its bytes (read them at `presentationImagePath`). */
export const PresentationImageSchema = z.object({
  id: z.string(),
  kind: PresentationImageKindSchema,
  name: z.string(),
  mediaType: z.enum(PRESENTATION_IMAGE_MEDIA_TYPES),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  byteLength: z.number().int().positive(),
  /** Whether the presentation shows it; the lists keep excluded pictures so they can be picked again. */
  included: z.boolean(),
  createdAt: z.number().int().nonnegative(),
  /** The user id of whoever kept it (only signed-in people edit a save). */
  createdBy: z.string(),
});
export type PresentationImage = z.infer<typeof PresentationImageSchema>;

/** GET /api/saves/:saveId/presentation: each kind's pictures in the presentation's order. */
export const PresentationImagesResponseSchema = z.object({
  renders: z.array(PresentationImageSchema),
  slides: z.array(PresentationImageSchema),
});
export type PresentationImagesResponse = z.infer<typeof PresentationImagesResponseSchema>;

/**
 * PUT /api/saves/:saveId/presentation/order: the new order of one kind's pictures and whether each
 * is shown. It must name every picture of that kind exactly once, so two editors arranging at once
 * cannot silently drop a picture the other just added.
 */
export const ArrangePresentationImagesRequestSchema = z.object({
  kind: PresentationImageKindSchema,
  images: z
    .array(z.object({ id: z.string().min(1).max(64), included: z.boolean() }))
    .max(PRESENTATION_IMAGE_LIMITS.maxPerKind),
});
export type ArrangePresentationImagesRequest = z.infer<typeof ArrangePresentationImagesRequestSchema>;

/** The address of one kept picture's bytes (under the api's `/api`). */
export function presentationImagePath(saveId: string, imageId: string): string {
  return `/saves/${encodeURIComponent(saveId)}/presentation/images/${encodeURIComponent(imageId)}`;
}
