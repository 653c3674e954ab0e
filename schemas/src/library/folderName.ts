import { z } from 'zod';

/** Long enough for any real name, short enough for the folder tree and a breadcrumb. */
export const FOLDER_NAME_MAX_LENGTH = 100;

/**
 * A folder name as typed in the Folder name input. The specs state no rule (spec 000 section 5,
 * spec 002 section 5), so this one is ours: trimmed, not empty, at most 100 characters.
 */
export const FolderNameSchema = z
  .string()
  .trim()
  .min(1, 'Please enter a folder name')
  .max(FOLDER_NAME_MAX_LENGTH, `A folder name has at most ${FOLDER_NAME_MAX_LENGTH} characters`);
