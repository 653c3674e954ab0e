import { decodeBase64 } from '../media/decodeBase64';
import { PRINTED_PRESENTATION_LIMITS } from './printedPresentationLimits';

/** Why a data URL is not a presentation PDF the api keeps with a save. */
export type PrintedPresentationRefusal = 'not_pdf' | 'too_large';

const DATA_URL = /^data:application\/pdf;base64,([A-Za-z0-9+/]*={0,2})$/;
const PDF_SIGNATURE = '%PDF-';

/** The longest data URL that can hold a PDF of `maxBytes`: base64 takes 4 characters per 3 bytes. */
export const PRINTED_PRESENTATION_DATA_URL_MAX_LENGTH =
  'data:application/pdf;base64,'.length + Math.ceil(PRINTED_PRESENTATION_LIMITS.maxBytes / 3) * 4;

/**
 * Reads a presentation sent as a `data:application/pdf;base64,…` URL: its bytes must start as a PDF
 * does and be at most `PRINTED_PRESENTATION_LIMITS.maxBytes`.
 */
export function decodePrintedPresentationDataUrl(
  dataUrl: string,
): { ok: true; bytes: Uint8Array } | { ok: false; refusal: PrintedPresentationRefusal } {
  if (dataUrl.length > PRINTED_PRESENTATION_DATA_URL_MAX_LENGTH) return { ok: false, refusal: 'too_large' };
  const match = DATA_URL.exec(dataUrl);
  if (match === null) return { ok: false, refusal: 'not_pdf' };
  const bytes = decodeBase64(match[1]!);
  if (bytes === null || bytes.length < PDF_SIGNATURE.length) return { ok: false, refusal: 'not_pdf' };
  if (bytes.length > PRINTED_PRESENTATION_LIMITS.maxBytes) return { ok: false, refusal: 'too_large' };
  const signature = String.fromCharCode(...bytes.subarray(0, PDF_SIGNATURE.length));
  if (signature !== PDF_SIGNATURE) return { ok: false, refusal: 'not_pdf' };
  return { ok: true, bytes };
}
