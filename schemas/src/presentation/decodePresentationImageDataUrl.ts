import { decodeBase64 } from '../media/decodeBase64';
import { PRESENTATION_IMAGE_LIMITS } from './presentationImageLimits';
import { readPresentationImage, type PresentationImageHeader } from './readPresentationImage';

/** A kept picture read from its data URL: the bytes and what their header says. */
export interface PresentationImageUpload extends PresentationImageHeader {
  bytes: Uint8Array;
}

/** Why a data URL is not a picture the api keeps with a save. */
export type PresentationImageRefusal = 'not_image' | 'too_large' | 'too_many_pixels';

const DATA_URL = /^data:image\/(?:png|jpeg);base64,([A-Za-z0-9+/]*={0,2})$/;

/** The longest data URL that can hold a picture of `maxBytes`: base64 takes 4 characters per 3 bytes. */
export const PRESENTATION_IMAGE_DATA_URL_MAX_LENGTH =
  'data:image/jpeg;base64,'.length + Math.ceil(PRESENTATION_IMAGE_LIMITS.maxBytes / 3) * 4;

/**
 * Reads a picture sent as a `data:image/png;base64,…` or `data:image/jpeg;base64,…` URL. Its bytes
 * must be a PNG or JPEG (whichever the URL named: the header decides the stored type), at most
 * `PRESENTATION_IMAGE_LIMITS.maxBytes`, and between 1 and `maxSide` pixels on each side.
 */
export function decodePresentationImageDataUrl(
  dataUrl: string,
): { ok: true; image: PresentationImageUpload } | { ok: false; refusal: PresentationImageRefusal } {
  if (dataUrl.length > PRESENTATION_IMAGE_DATA_URL_MAX_LENGTH) return { ok: false, refusal: 'too_large' };
  const match = DATA_URL.exec(dataUrl);
  if (match === null) return { ok: false, refusal: 'not_image' };
  const bytes = decodeBase64(match[1]!);
  if (bytes === null) return { ok: false, refusal: 'not_image' };
  if (bytes.length > PRESENTATION_IMAGE_LIMITS.maxBytes) return { ok: false, refusal: 'too_large' };
  const header = readPresentationImage(bytes);
  if (header === null) return { ok: false, refusal: 'not_image' };
  const { maxSide } = PRESENTATION_IMAGE_LIMITS;
  if (header.width < 1 || header.height < 1 || header.width > maxSide || header.height > maxSide)
    return { ok: false, refusal: 'too_many_pixels' };
  return { ok: true, image: { ...header, bytes } };
}
