import type { NodeKind } from '../../ids';
import type { NodeInputOf } from '../nodeKinds';

const origin = { x: 0, y: 0, z: 0 };

/** One node of each kind with only the fields its schema requires. */
export const minimalNodes: { [K in NodeKind]: NodeInputOf<K> } = {
  wall: { id: 'wall_1', position: { x: 0, z: 0 }, dimensions: { x: 2 } },
  islandWall: {
    id: 'islandWall_1',
    width: 2,
    position: { x: 0, z: 0 },
    firstPoint: { x: -1, z: 0 },
    lastPoint: { x: 1, z: 0 },
  },
  model: {
    id: 'model_1',
    catalogModelId: 'B24',
    position: origin,
    dimensions: { width: 0.6, height: 0.87, depth: 0.6 },
  },
  opening: {
    id: 'opening_1',
    opening_id: 'door-36',
    wall_id: 'wall_1',
    position: origin,
    dimensions: origin,
  },
  note: { id: 'note_1', position: origin },
  pointLight: { id: 'pointLight_1', x: 0, y: 2, z: 0 },
  soffit: { id: 'soffit_1', positionHeight: 2.1, dimensionHeight: 0.3 },
  measurement: { id: 'measurement_1', start: origin, end: { x: 1, y: 0, z: 0 } },
};
