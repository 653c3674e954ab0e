import { BoxGeometry } from 'three';

/**
 * The one geometry every model part is drawn with: a 1 m cube centred on its origin, scaled to each
 * part by its instance matrix. Shared by all models, never disposed.
 */
export const UNIT_BOX = new BoxGeometry(1, 1, 1);
