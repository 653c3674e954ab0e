import { decodeBase64 } from '../media/decodeBase64';
import { readThumbnailImage, type ThumbnailImageHeader } from './readThumbnailImage';
import { SAVE_THUMBNAIL_LIMITS, type SaveThumbnailMediaType } from './saveThumbnailLimits';

/** A thumbnail read from its data URL: the picture's bytes and what its header says. */
export interface ThumbnailImage extends ThumbnailImageHeader {
  bytes: Uint8Array;
}

/** Why a data URL is not a thumbnail the api keeps. */
export type ThumbnailRefusal = 'not_data_url' | 'too_large' | 'not_image' | 'type_mismatch' | 'too_big';

const DATA_URL = /^data:(image\/(?:png|webp));base64,([A-Za-z0-9+/]*={0,2})$/;

/** The longest data URL that can hold a picture of `maxBytes`: base64 takes 4 characters per 3 bytes. */
export const SAVE_THUMBNAIL_DATA_URL_MAX_LENGTH =
  'data:image/webp;base64,'.length + Math.ceil(SAVE_THUMBNAIL_LIMITS.maxBytes / 3) * 4;

/**
 * Reads a thumbnail sent as a `data:image/webp;base64,…` (or PNG) URL: the bytes must be a picture
 * of the type the URL names, at most `SAVE_THUMBNAIL_LIMITS.maxBytes` and
 * `maxWidth` × `maxHeight` pixels, and at least 1 × 1.
 */
export function decodeThumbnailDataUrl(
  dataUrl: string,
): { ok: true; image: ThumbnailImage } | { ok: false; refusal: ThumbnailRefusal } {
  if (dataUrl.length > SAVE_THUMBNAIL_DATA_URL_MAX_LENGTH) return { ok: false, refusal: 'too_large' };
  const match = DATA_URL.exec(dataUrl);
  if (match === null) return { ok: false, refusal: 'not_data_url' };
  const named = match[1] as SaveThumbnailMediaType;
  const bytes = decodeBase64(match[2]!);
  if (bytes === null) return { ok: false, refusal: 'not_data_url' };
  if (bytes.length > SAVE_THUMBNAIL_LIMITS.maxBytes) return { ok: false, refusal: 'too_large' };
  const header = readThumbnailImage(bytes);
  if (header === null) return { ok: false, refusal: 'not_image' };
  if (header.mediaType !== named) return { ok: false, refusal: 'type_mismatch' };
  const { maxWidth, maxHeight } = SAVE_THUMBNAIL_LIMITS;
  if (header.width < 1 || header.height < 1 || header.width > maxWidth || header.height > maxHeight)
    return { ok: false, refusal: 'too_big' };
  return { ok: true, image: { ...header, bytes } };
}
