/**
 * The countertop a click in the countertop list leaves chosen (spec 000 section 4): clicking the
 * chosen one clears it, clicking another replaces it.
 */
export function countertopAfterClick(chosenId: string | null, clickedId: string): string | null {
  return chosenId === clickedId ? null : clickedId;
}
