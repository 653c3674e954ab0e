import { SaveFileContentsSchema, type SaveFileContents } from '../document/saveFileContents';
import { migrateSaveFileContents } from '../migrations/migrateSaveFileContents';
import { countSaveFileNodes } from './countSaveFileNodes';
import { containsLoneSurrogate } from '../wire/containsLoneSurrogate';
import { isJsonObject } from './isJsonObject';
import { jsonDepthExceeds } from './jsonDepthExceeds';
import { migrateVersion1 } from './migrateVersion1';
import { normaliseNodeIds } from './normaliseNodeIds';
import { readSaveFileText } from './readSaveFileText';
import { readSaveFileVersion, type SaveFileVersion } from './readSaveFileVersion';
import { SAVE_FILE_EXTENSION } from './saveFileExtension';
import {
  SAVE_FILE_IMPORT_ERRORS,
  type SaveFileImportError,
  type SaveFileImportErrorCode,
} from './saveFileImportErrors';
import { SAVE_FILE_LIMITS } from './saveFileLimits';

/**
 * A file to import as the Import Savefile popup or the api has it: its name and its content, text
 * in the browser and bytes in the api. `size` is the size the upload declared, if known. A missing
 * name or content means no file was attached.
 */
export interface SaveFileUpload {
  name?: string | null;
  content?: string | Uint8Array | null;
  size?: number;
}

/**
 * An imported design, or why there is none. `contents.document.id` is whatever the file said and
 * names a save on some other server or none at all: the api gives the import a new save id and must
 * not trust this one. `fileExtras` are the file's top-level members other than `version` and `data`,
 * which `exportSaveFile` writes back so that a newer product's members survive a round trip.
 */
export type SaveFileImportResult =
  | {
      ok: true;
      contents: SaveFileContents;
      migratedFrom: SaveFileVersion;
      fileExtras: Record<string, unknown>;
    }
  | { ok: false; code: SaveFileImportErrorCode; error: SaveFileImportError };

function failure(code: SaveFileImportErrorCode): SaveFileImportResult {
  return { ok: false, code, error: SAVE_FILE_IMPORT_ERRORS[code] };
}

const NOT_JSON = Symbol('not JSON');

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    if (error instanceof SyntaxError) return NOT_JSON;
    throw error;
  }
}

function importUnguarded(upload: SaveFileUpload): SaveFileImportResult {
  const name = upload.name ?? null;
  const content = upload.content ?? null;
  if (name === null || content === null) return failure('noFile');
  if (!name.toLowerCase().endsWith(SAVE_FILE_EXTENSION)) return failure('extension');
  const read = readSaveFileText(content, upload.size);
  if (!read.ok) return failure(read.code);
  const file = parseJson(read.text);
  if (file === NOT_JSON) return failure('invalid');
  if (jsonDepthExceeds(file, SAVE_FILE_LIMITS.maxDepth)) return failure('tooDeep');
  // No store nor the collab document can hold such text (docs/architecture/api.md, "Text").
  if (containsLoneSurrogate(file)) return failure('invalid');
  if (!isJsonObject(file) || !isJsonObject(file.data)) return failure('invalid');
  const version = readSaveFileVersion(file, file.data);
  if (version === 'unknown') return failure('unknownVersion');
  if (countSaveFileNodes(file.data) > SAVE_FILE_LIMITS.maxNodes) return failure('tooManyNodes');
  let data = file.data;
  if (version === 1) {
    const migration = migrateVersion1(data);
    if (!migration.ok) return failure(migration.code);
    data = migration.data;
  }
  // The document's migration steps repair values the schemas would refuse (a soffit depth out of range).
  const contents = SaveFileContentsSchema.safeParse(migrateSaveFileContents(normaliseNodeIds(data)));
  if (!contents.success) return failure('invalid');
  const { version: _version, data: _data, ...fileExtras } = file;
  return { ok: true, contents: contents.data, migratedFrom: version, fileExtras };
}

/**
 * Reads a `.msmv` file into version-2 save-file contents: migrated from version 1 when it is older,
 * ids made version-2 ids, validated whole. It never throws and never returns part of a design: a
 * file is imported entirely or refused with one of the spec's messages.
 */
export function importSaveFile(upload: SaveFileUpload): SaveFileImportResult {
  try {
    return importUnguarded(upload);
  } catch {
    return failure('unknown');
  }
}
