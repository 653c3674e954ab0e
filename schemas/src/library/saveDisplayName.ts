/** What the save browser shows for a save whose filename is empty (spec 002 sections 2 and 8). */
export const UNTITLED_SAVE = 'Untitled Save';

/** A save's name as shown; a name of only spaces is as empty as no name. */
export function saveDisplayName(filename: string | null | undefined): string {
  const trimmed = (filename ?? '').trim();
  return trimmed === '' ? UNTITLED_SAVE : trimmed;
}

/**
 * The save browser's load failure (spec 002 section 8), followed there by a support contact when
 * the installation names one.
 */
export const SAVES_LOAD_ERROR =
  'Error happened while loading savefiles. Please try to save the current design and refresh.';
