import type { DesignField } from '../document/design';

/**
 * The design settings a save file keeps in its `document` record rather than as members of their
 * own. In the Y.Doc they are design entries like the others, because collaborators change them live
 * and undo them; the save's `document` record (the api's) only mirrors them in a save file.
 */
export const DOCUMENT_DESIGN_FIELDS = ['style', 'handle'] as const satisfies readonly DesignField[];
