/**
 * The top-level maps of a save's Y.Doc (DESIGN.md section 3). `extras` keeps the save-file members
 * this version does not know, so a design made by a newer product survives a load and a save here.
 */
export const DOCUMENT_MAPS = [
  'meta',
  'walls',
  'islandWalls',
  'models',
  'openings',
  'notes',
  'pointLights',
  'soffits',
  'measurements',
  'design',
  'extras',
] as const;

export type DocumentMapName = (typeof DOCUMENT_MAPS)[number];
