import type { SaveFileContentsInput } from '../../document/saveFileContents';

/**
 * A design with every node kind, every design setting chosen, and fields and members this version
 * does not know at every level, as a newer product might write them. Its nodes are in id order and
 * none needs a migration, so parsing it gives exactly what a round trip through a Y.Doc must give.
 */
export const richSaveFileContents: SaveFileContentsInput = {
  document: {
    id: 'save_rich',
    filename: 'Rich kitchen',
    owner: 'user_owner',
    style: 'shaker',
    handle: 'bar-128',
    editors: ['user_editor'],
    futureDocumentField: 'kept by the api',
  },
  walls: [
    {
      id: 'wall_a',
      position: { x: 0, z: 0 },
      dimensions: { x: 3 },
      connected: ['wall_b'],
      name: 'North',
      futureWallField: { curve: [0.1, 0.2] },
    },
    { id: 'wall_b', position: { x: 3, z: 0 }, dimensions: { x: 2, y: 2.7, z: 0.1 }, angle: Math.PI / 2 },
  ],
  islandWalls: [
    {
      id: 'islandWall_a',
      width: 2,
      position: { x: 1, z: 2 },
      firstPoint: { x: 0, z: 2 },
      lastPoint: { x: 2, z: 2 },
      panelVisible: false,
    },
  ],
  models: [
    {
      id: 'model_a',
      catalogModelId: 'B24',
      catalogStyleId: 'shaker',
      position: { x: 0.3, y: 0, z: 0.3 },
      rotation: { x: 0, y: Math.PI, z: 0 },
      dimensions: { width: 0.6096, height: 0.8763, depth: 0.6096 },
      modelType: 'base',
      overhang: { left: 0.01, right: 0, top: 0.02, bottom: 0 },
      additionalModels: [{ code: 'F3', side: 'left' }],
      handles: 'none',
      futureModelField: 42,
    },
    {
      id: 'model_b',
      catalogModelId: 'W3030',
      position: { x: 0.3, y: 1.4, z: 0.15 },
      dimensions: { width: 0.762, height: 0.762, depth: 0.3048 },
      crownMolding: true,
    },
  ],
  openings: [
    {
      id: 'opening_a',
      opening_id: 'door-36',
      wall_id: 'wall_a',
      kind: 'Interior Door',
      position: { x: 1, y: 0, z: 0 },
      dimensions: { x: 0.9144, y: 2.032, z: 0.1143 },
      scenery: 'garden',
    },
  ],
  notes: [{ id: 'note_a', position: { x: 1, y: 1, z: 1 }, text: 'Check the outlet', scale: 1.5 }],
  pointLights: [{ id: 'pointLight_a', x: 1, y: 2.3, z: 1, intensity: 0.8, shadow: true }],
  soffit: [
    {
      id: 'soffit_a',
      positionHeight: 2.1336,
      dimensionHeight: 0.3048,
      points: [
        { x: 0, z: 0 },
        { x: 3, z: 0 },
      ],
      wallId: 'wall_a',
      gltfIds: ['model_b'],
      creationType: 'custom',
      customDepthValue: 14.5,
    },
  ],
  customMeasurements: [
    { id: 'measurement_a', start: { x: 0, y: 0, z: 0 }, end: { x: 3, y: 0, z: 0 }, futureMeasureField: true },
  ],
  flooring: { id: 'oak', rotation: 45, repeat: { x: 2, z: 2, mirrored: true }, app: { roughness: 0.4 } },
  countertop: { id: 'granite', render: { metalness: 0.1 } },
  ceiling: { textureId: 'plaster', color: '#FAFAFA' },
  backsplash: { walls: ['wall_a'], textureId: 'subway', size: 'custom', height: 0.5 },
  cart: {
    lines: [{ catalogModelId: 'B24', catalogStyleId: 'shaker', quantity: 1, unitPrice: 250, note: 'kept' }],
  },
  totalPrice: 250,
  futureMember: { lighting: 'warm', scenes: [1, 2, 3] },
  anotherFutureMember: 'text',
};
