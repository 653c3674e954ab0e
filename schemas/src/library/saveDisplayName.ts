/** What the save browser shows for a save whose filename is empty (spec 002 sections 2 and 8). */
export const UNTITLED_SAVE = 'Untitled Save';

/** A save's name as shown; a name of only spaces is as empty as no name. */
export function saveDisplayName(filename: string | null | undefined): string {
  const trimmed = (filename ?? '').trim();
  return trimmed === '' ? UNTITLED_SAVE : trimmed;
}
