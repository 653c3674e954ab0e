import type { SaveFileImportErrorCode } from './saveFileImportErrors';
import { SAVE_FILE_LIMITS } from './saveFileLimits';

export type SaveFileText = { ok: true; text: string } | { ok: false; code: SaveFileImportErrorCode };

const BYTE_ORDER_MARK = /^\uFEFF/;

/** UTF-8 never takes fewer bytes than UTF-16 code units, nor more than three per unit, so most texts need no encoding to be measured. */
function exceedsBytes(text: string, maxBytes: number): boolean {
  if (text.length > maxBytes) return true;
  if (text.length * 3 <= maxBytes) return false;
  return new TextEncoder().encode(text).byteLength > maxBytes;
}

/**
 * A file's text, refused before decoding when it is over the size limit. The browser hands over a
 * string and the api bytes; bytes that are not UTF-8 cannot be a file this product wrote.
 * `declaredSize` is the size the upload claimed, checked first so a huge file is refused unread.
 */
export function readSaveFileText(content: string | Uint8Array, declaredSize?: number): SaveFileText {
  const { maxBytes } = SAVE_FILE_LIMITS;
  if (declaredSize !== undefined && declaredSize > maxBytes) return { ok: false, code: 'tooLarge' };
  if (typeof content === 'string') {
    if (exceedsBytes(content, maxBytes)) return { ok: false, code: 'tooLarge' };
    return { ok: true, text: content.replace(BYTE_ORDER_MARK, '') };
  }
  if (content.byteLength > maxBytes) return { ok: false, code: 'tooLarge' };
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(content) };
  } catch {
    return { ok: false, code: 'invalid' };
  }
}
