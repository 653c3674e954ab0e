import type { SaveFileContents } from '../document/saveFileContents';
import { SAVE_FILE_VERSION } from '../saveMeta';

/**
 * The text of a version-2 `.msmv` file: `{ version: 2, data: contents }`. `fileExtras` are top-level
 * members an imported file carried (`importSaveFile` returns them), written back so a round trip
 * loses nothing; they cannot override `version` or `data`. Compact, because the import size limit
 * applies to the text.
 */
export function exportSaveFile(contents: SaveFileContents, fileExtras: Record<string, unknown> = {}): string {
  const { version: _version, data: _data, ...extras } = fileExtras;
  return JSON.stringify({ version: SAVE_FILE_VERSION, ...extras, data: contents });
}
