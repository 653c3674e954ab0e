import { isJsonObject } from './isJsonObject';

export type SaveFileVersion = 1 | 2;

/**
 * The format version a file was written in. Version-2 files state it at the top level; some carry
 * it only in `data.document.version`; the oldest files state it nowhere, and those are version 1.
 * A null counts as not stated, since JSON has no other way to leave a member empty. Anything stated
 * that is not 1 or 2 (0, 3, "2") is a version this product does not know.
 */
export function readSaveFileVersion(
  file: Record<string, unknown>,
  data: Record<string, unknown>,
): SaveFileVersion | 'unknown' {
  const document = data.document;
  const stated = file.version ?? (isJsonObject(document) ? document.version : undefined) ?? 1;
  return stated === 1 || stated === 2 ? stated : 'unknown';
}
