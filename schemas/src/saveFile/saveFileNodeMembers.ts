import type { SaveFileContents } from '../document/saveFileContents';
import type { NodeKind } from '../ids';

/** The save-file members that hold nodes, with the kind their ids are prefixed with. */
export const SAVE_FILE_NODE_MEMBERS = {
  walls: 'wall',
  islandWalls: 'islandWall',
  models: 'model',
  openings: 'opening',
  notes: 'note',
  pointLights: 'pointLight',
  soffit: 'soffit',
  customMeasurements: 'measurement',
} as const satisfies Partial<Record<keyof SaveFileContents, NodeKind>>;

export type SaveFileNodeMember = keyof typeof SAVE_FILE_NODE_MEMBERS;
export const SAVE_FILE_NODE_MEMBER_NAMES = Object.keys(SAVE_FILE_NODE_MEMBERS) as SaveFileNodeMember[];
