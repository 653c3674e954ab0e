import { writeNode } from '@kitchensync/schemas';
import * as Y from 'yjs';

const CABINET_TYPES = ['base', 'wall', 'tall'] as const;
const WALLS = 8;
const OPENINGS = 4;

/**
 * One Yjs update holding a realistic saved kitchen: walls, openings and `models` placed models with the
 * catalogue fields a placement copies, written through the schema's own writer so that the document
 * has the shape the app produces (one nested Y.Map per node, one key per field).
 */
export function buildKitchenDesign(models: number): Uint8Array {
  const doc = new Y.Doc();
  doc.transact(() => {
    for (let i = 0; i < WALLS; i += 1) {
      writeNode(doc, 'wall', {
        id: `wall_${i}`,
        position: { x: (i % 4) * 4, z: Math.floor(i / 4) * 4 },
        dimensions: { x: 4 },
        angle: (i % 4) * (Math.PI / 2),
        connected: [`wall_${(i + 1) % WALLS}`],
      });
    }
    for (let i = 0; i < OPENINGS; i += 1) {
      writeNode(doc, 'opening', {
        id: `opening_${i}`,
        opening_id: 'window-900',
        wall_id: `wall_${i}`,
        name: 'Window 90 cm',
        position: { x: 1 + i, y: 1, z: 0 },
        dimensions: { x: 0.9, y: 1.2, z: 0.1 },
      });
    }
    for (let i = 0; i < models; i += 1) {
      const modelType = CABINET_TYPES[i % CABINET_TYPES.length] ?? 'base';
      const width = 0.3 + (i % 6) * 0.15;
      const x = (i % 25) * 0.6;
      const z = Math.floor(i / 25) * 0.65;
      writeNode(doc, 'model', {
        id: `model_${i}`,
        catalogId: 'catalog_main',
        catalogStyleId: `style_${i % 7}`,
        catalogModelId: `${modelType}-${Math.round(width * 1000)}`,
        modelName: `${modelType} cabinet ${Math.round(width * 100)} cm, ${i % 2 === 0 ? 'two doors' : 'drawers'}`,
        modelCode: `${modelType.toUpperCase()}${Math.round(width * 100)}-${i % 4}`,
        modelPrice: 120 + (i % 13) * 35.5,
        modelType,
        modelSubcategory: i % 2 === 0 ? 'doors' : 'drawers',
        modelDescription: 'Melamine carcass, soft-close hinges, adjustable legs.',
        position: { x, y: modelType === 'wall' ? 1.4 : 0, z },
        rotation: { x: 0, y: (i % 4) * (Math.PI / 2), z: 0 },
        countertop: modelType === 'base',
        dimensions: {
          width,
          height: modelType === 'tall' ? 2.1 : 0.72,
          depth: modelType === 'wall' ? 0.35 : 0.58,
        },
        defaultDimensions: { width, height: 0.72, depth: 0.58 },
        box2d: [
          { x, z },
          { x: x + width, z },
          { x: x + width, z: z + 0.58 },
          { x, z: z + 0.58 },
        ],
        programKeys: i % 10 === 0 ? ['overhang'] : [],
        toeKick: modelType !== 'wall',
        handles: null,
      });
    }
  });
  return Y.encodeStateAsUpdate(doc);
}
