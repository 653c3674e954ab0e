/** The top-level maps of a save's Y.Doc (DESIGN.md section 3). */
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
] as const;

export type DocumentMapName = (typeof DOCUMENT_MAPS)[number];
