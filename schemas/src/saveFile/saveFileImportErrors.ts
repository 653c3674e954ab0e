import { SAVE_FILE_LIMITS } from './saveFileLimits';

/**
 * Why an import was refused. The first seven are the spec's messages word for word (spec 002
 * sections 5 and 8) and are shown to the user as they are; the limits name their limit so the user
 * knows what to change.
 */
export const SAVE_FILE_IMPORT_ERRORS = {
  noFile: 'No File attached',
  extension: 'Incorrect file extension',
  invalid: 'Invalid Savefile',
  unknownVersion: 'Unknown Previous Version',
  migratingModels: 'Error migrating Models',
  filtering: 'Error filtering savefile',
  unknown: 'Unknown Error',
  tooLarge: `Savefile is too large (the limit is ${SAVE_FILE_LIMITS.maxMegabytes} MB)`,
  tooManyNodes: `Savefile has too many items (the limit is ${SAVE_FILE_LIMITS.maxNodes})`,
  tooDeep: `Savefile is nested too deeply (the limit is ${SAVE_FILE_LIMITS.maxDepth} levels)`,
} as const;

export type SaveFileImportErrorCode = keyof typeof SAVE_FILE_IMPORT_ERRORS;
export type SaveFileImportError = (typeof SAVE_FILE_IMPORT_ERRORS)[SaveFileImportErrorCode];
