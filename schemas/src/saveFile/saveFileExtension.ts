/** Save files carry this extension (spec 002 section 9); it is compared without regard to case. */
export const SAVE_FILE_EXTENSION = '.msmv';
