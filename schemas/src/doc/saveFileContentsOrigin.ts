/**
 * The transaction origin of `saveFileContentsToDoc`: loading a design is no user's command, so no
 * undo manager tracks it. `Symbol.for`, so that two copies of this module still agree.
 */
export const SAVE_FILE_CONTENTS_ORIGIN: unique symbol = Symbol.for('kitchensync.saveFileContents');
