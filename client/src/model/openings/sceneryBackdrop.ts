/** The two bands of a scenery's backdrop behind a window: the sky above, the land below. */
export interface SceneryBackdrop {
  readonly sky: string;
  readonly land: string;
}

const SKY = '#9fd3f5';
const LAND: Record<string, string> = { garden: '#5f9e4a', city: '#8a8f98', lake: '#3f7fbf' };
const OTHER_LAND = '#7a9a6a';

/**
 * What the 3D view shows through a window for its scenery, drawn locally (no image is fetched from
 * another site): a sky band over land coloured by the scenery's name; nothing for None (null).
 */
export function sceneryBackdrop(scenery: string | null): SceneryBackdrop | null {
  if (scenery === null || scenery.trim() === '') return null;
  return { sky: SKY, land: LAND[scenery.trim().toLowerCase()] ?? OTHER_LAND };
}
