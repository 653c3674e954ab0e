import { z } from 'zod';
import { SAVE_THUMBNAIL_DATA_URL_MAX_LENGTH, decodeThumbnailDataUrl } from './decodeThumbnailDataUrl';

/**
 * PUT /api/saves/:saveId/thumbnail: the picture as a `data:image/webp;base64,…` or
 * `data:image/png;base64,…` URL, held to `SAVE_THUMBNAIL_LIMITS` (format read from its bytes,
 * size in bytes and pixels).
 */
export const PutSaveThumbnailRequestSchema = z.object({
  image: z
    .string()
    .max(SAVE_THUMBNAIL_DATA_URL_MAX_LENGTH)
    .refine((image) => decodeThumbnailDataUrl(image).ok, {
      message: 'A PNG or WebP picture of at most 640 × 480 pixels and 200 KB, as a base64 data URL',
    }),
});
export type PutSaveThumbnailRequest = z.infer<typeof PutSaveThumbnailRequestSchema>;

/** The thumbnail as stored: when it was last set (epoch ms), which also names its version. */
export const SaveThumbnailResponseSchema = z.object({ updatedAt: z.number().int().nonnegative() });
export type SaveThumbnailResponse = z.infer<typeof SaveThumbnailResponseSchema>;

/**
 * In the saves list: when each listed save's thumbnail was last set, by save id; a save without
 * one is left out. The client asks for `/api/saves/:saveId/thumbnail?v={updatedAt}`, so a new
 * picture is a new address and an old one may be cached.
 */
export const SaveThumbnailVersionsSchema = z.record(z.string(), z.number().int().nonnegative());
export type SaveThumbnailVersions = z.infer<typeof SaveThumbnailVersionsSchema>;

/** The address of a save's thumbnail picture at one version (under the api's `/api`). */
export function saveThumbnailPath(saveId: string, updatedAt: number): string {
  return `/saves/${encodeURIComponent(saveId)}/thumbnail?v=${updatedAt}`;
}
