import { readNodes, writeNode, type PlacedModel, type PlacedModelInput } from '@kitchensync/schemas';
import * as Y from 'yjs';

const INCH = 0.0254;

type Template = Omit<PlacedModelInput, 'id' | 'catalogModelId' | 'position' | 'dimensions'> & {
  code: string;
  inches: readonly [number, number, number];
  /** Inches above the floor. */
  above?: number;
};

/** A kitchen's mix, from the default catalogue: mostly cabinets, then appliances, a few other things. */
const TEMPLATES: readonly Template[] = [
  {
    code: 'B30',
    modelType: 'base',
    modelSubcategory: 'regular',
    modelName: 'Base 30"',
    inches: [30, 34.5, 24],
    countertop: true,
    toeKick: true,
  },
  {
    code: 'DB18',
    modelType: 'base',
    modelSubcategory: 'drawer',
    modelName: 'Three Drawer Base 18"',
    inches: [18, 34.5, 24],
    countertop: true,
    toeKick: true,
  },
  {
    code: 'SB36',
    modelType: 'base',
    modelSubcategory: 'sink',
    modelName: 'Sink Base 36"',
    inches: [36, 34.5, 24],
    countertop: true,
  },
  {
    code: 'BBC42',
    modelType: 'base',
    modelSubcategory: 'corner',
    modelName: 'Blind Corner Base 42"',
    inches: [42, 34.5, 24],
    countertop: true,
    toeKick: true,
  },
  {
    code: 'W3030',
    modelType: 'wall',
    modelSubcategory: '30',
    modelName: 'Wall 30" x 30"',
    inches: [30, 30, 12],
    above: 54,
  },
  {
    code: 'W1536',
    modelType: 'wall',
    modelSubcategory: '36',
    modelName: 'Wall 15" x 36"',
    inches: [15, 36, 12],
    above: 54,
    crownMolding: true,
  },
  {
    code: 'W3042G',
    modelType: 'wall',
    modelSubcategory: 'specialty',
    modelName: 'Glass Door Wall 30" x 42"',
    programKeys: ['glass'],
    inches: [30, 42, 12],
    above: 54,
  },
  {
    code: 'P2490',
    modelType: 'tall',
    modelSubcategory: 'pantry',
    modelName: 'Pantry 24" x 90"',
    inches: [24, 90, 24],
    toeKick: true,
  },
  {
    code: 'OD3090',
    modelType: 'tall',
    modelSubcategory: 'oven',
    modelName: 'Double Oven Tall 30" x 90"',
    inches: [30, 90, 24],
  },
  {
    code: 'RF36-SS',
    modelType: 'appliance',
    modelSubcategory: 'stainless steel',
    applianceType: 'refrigerator',
    modelName: 'French Door Refrigerator 36"',
    inches: [36, 70, 35],
  },
  {
    code: 'DW24-WH',
    modelType: 'appliance',
    modelSubcategory: 'white',
    applianceType: 'dishwasher and dryer',
    modelName: 'Dishwasher 24"',
    inches: [24, 34, 24],
    countertop: true,
  },
  {
    code: 'RG30-BL',
    modelType: 'appliance',
    modelSubcategory: 'black',
    applianceType: 'range and oven',
    modelName: 'Freestanding Range 30"',
    inches: [30, 36, 27],
  },
  {
    code: 'HC30-SS',
    modelType: 'appliance',
    modelSubcategory: 'stainless steel',
    applianceType: 'hood',
    modelName: 'Chimney Wall Hood 30"',
    inches: [30, 36, 20],
    above: 60,
  },
  {
    code: 'VSB36',
    modelType: 'vanity',
    modelSubcategory: 'combo',
    modelName: 'Vanity Sink and Drawers 36"',
    inches: [36, 34.5, 21],
    countertop: true,
  },
  {
    code: 'CDH30',
    modelType: 'closets',
    modelSubcategory: 'hanging',
    modelName: 'Double Hang 30"',
    inches: [30, 84, 14],
  },
  {
    code: 'CHB',
    modelType: 'furniture',
    modelSubcategory: 'chair',
    modelName: 'Counter Stool',
    inches: [17, 38, 19],
  },
  {
    code: 'PLNT',
    modelType: 'decoration',
    modelSubcategory: 'plant',
    modelName: 'Potted Herb',
    inches: [6, 10, 6],
    above: 36,
  },
];

const STYLES = ['shaker-white', 'gray-flat', 'espresso-slab', 'natural-oak', 'navy-inset'];
const PER_ROW = 20;
const ROW_GAP = 1.2;

/**
 * A document holding `count` placed models written through the schema's own writer, as a kitchen
 * of that size would hold them: the template mix repeated along rows, the styles varying per row.
 */
export function buildModelKitchen(count: number): PlacedModel[] {
  const doc = new Y.Doc();
  doc.transact(() => {
    for (let i = 0; i < count; i += 1) {
      const { code, inches, above = 0, ...template } = TEMPLATES[i % TEMPLATES.length]!;
      const row = Math.floor(i / PER_ROW);
      writeNode(doc, 'model', {
        ...template,
        id: `model_${String(i).padStart(4, '0')}`,
        catalogModelId: code.toLowerCase(),
        modelCode: code,
        catalogStyleId: STYLES[row % STYLES.length]!,
        position: { x: (i % PER_ROW) * 0.8, y: above * INCH, z: row * ROW_GAP },
        rotation: { x: 0, y: row % 2 === 0 ? 0 : Math.PI, z: 0 },
        dimensions: { width: inches[0] * INCH, height: inches[1] * INCH, depth: inches[2] * INCH },
      });
    }
  });
  return readNodes(doc, 'model');
}
