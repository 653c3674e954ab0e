import { inches, readDesign, readNodes, readWalls } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { buildKitchenLayout, type BuiltKitchenLayout } from '../model/layouts/buildKitchenLayout';
import type { KitchenLayout } from '../model/layouts/kitchenLayout';
import { layoutCatalogue } from '../model/layouts/layoutCatalogue';
import { STANDARD_CATALOGUE } from '../model/layouts/testing/standardCatalogue';
import { createUndoHistory } from '../collab/createUndoHistory';
import { buildLayout } from './buildLayout';

const ORIGIN = { client: 'test' };

function islandLayout(style: string): KitchenLayout {
  return {
    kind: 'island',
    style,
    side: 'right',
    numbers: {
      topWallLength: inches(144),
      topWallHeight: inches(96),
      sideWallLength: inches(120),
      sideWallHeight: inches(96),
      islandLength: inches(50),
    },
  };
}

function built(style: string): { layout: BuiltKitchenLayout; catalogue: ReturnType<typeof layoutCatalogue> } {
  const catalogue = layoutCatalogue(STANDARD_CATALOGUE, style);
  return { layout: buildKitchenLayout(islandLayout(style), catalogue.sizes), catalogue };
}

describe('buildLayout', () => {
  it('writes connected walls, the island wall, placed catalogue models and the style in one transaction', () => {
    const doc = new Y.Doc();
    let transactions = 0;
    doc.on('afterTransaction', () => (transactions += 1));
    const { layout, catalogue } = built('gray-flat');
    const ids = buildLayout(doc, ORIGIN, layout, catalogue, 'gray-flat');
    expect(transactions).toBe(1);

    const walls = readWalls(doc);
    expect(walls.map((wall) => wall.id).sort()).toEqual([...ids.walls].sort());
    const [main, side] = ids.walls.map((id) => walls.find((wall) => wall.id === id)!);
    expect(main!.connected).toEqual([side!.id]);
    expect(side!.connected).toEqual([main!.id]);
    expect(main!.dimensions.y).toBeCloseTo(inches(96), 9);

    expect(readNodes(doc, 'islandWall').map((island) => island.id)).toEqual(ids.islandWalls);
    const models = readNodes(doc, 'model');
    expect(models).toHaveLength(layout.cabinets.length);
    expect(models.map((model) => model.id).sort()).toEqual([...ids.models].sort());
    for (const model of models) {
      expect(model.catalogStyleId).toBe('gray-flat');
      const source = STANDARD_CATALOGUE.find((entry) => entry.catalogModelId === model.catalogModelId)!;
      expect(model.modelName).toBe(source.name);
      expect(model.modelType).toBe(source.type);
      expect(model.modelSubcategory).toBe(source.subcategory);
      expect(model.modelPrice).toBe(
        source.styles.find((style) => style.catalogStyleId === 'gray-flat')!.price,
      );
      expect(model.edges).toBe('edge-gray-flat');
      expect(model.box2d).toHaveLength(4);
      expect(model.countertop).toBe(model.position.y === 0);
    }
    expect(readDesign(doc).style).toBe('gray-flat');
  });

  it('is seen whole by another replica', () => {
    const doc = new Y.Doc();
    const { layout, catalogue } = built('shaker-white');
    const updates: Uint8Array[] = [];
    doc.on('update', (update: Uint8Array) => updates.push(update));
    buildLayout(doc, ORIGIN, layout, catalogue, 'shaker-white');
    expect(updates).toHaveLength(1);
    const replica = new Y.Doc();
    Y.applyUpdate(replica, updates[0]!);
    expect(readWalls(replica)).toEqual(readWalls(doc));
    expect(readNodes(replica, 'model')).toEqual(readNodes(doc, 'model'));
  });

  it('places only the cabinets the catalogue has, and still builds the walls', () => {
    const doc = new Y.Doc();
    const { layout } = built('shaker-white');
    buildLayout(doc, ORIGIN, layout, layoutCatalogue([], 'shaker-white'), 'shaker-white');
    expect(readWalls(doc)).toHaveLength(2);
    expect(readNodes(doc, 'model')).toEqual([]);
  });

  it('writes nothing when a node does not parse', () => {
    const doc = new Y.Doc();
    const { layout, catalogue } = built('shaker-white');
    const broken = { ...layout, walls: [...layout.walls, { ...layout.walls[0]!, key: 'extra', length: -1 }] };
    expect(() => buildLayout(doc, ORIGIN, broken, catalogue, 'shaker-white')).toThrow();
    expect(readWalls(doc)).toEqual([]);
    expect(readNodes(doc, 'model')).toEqual([]);
  });

  it('with replace, takes the place of everything drawn, in one step that one undo takes back', () => {
    const doc = new Y.Doc();
    const history = createUndoHistory(doc, ORIGIN);
    const first = built('shaker-white');
    buildLayout(doc, ORIGIN, first.layout, first.catalogue, 'shaker-white');
    const before = { walls: readWalls(doc), models: readNodes(doc, 'model') };
    const second = built('shaker-white');
    const ids = buildLayout(doc, ORIGIN, second.layout, second.catalogue, 'shaker-white', { replace: true });
    expect(
      readWalls(doc)
        .map((wall) => wall.id)
        .sort(),
    ).toEqual([...ids.walls].sort());
    expect(
      readNodes(doc, 'model')
        .map((model) => model.id)
        .sort(),
    ).toEqual([...ids.models].sort());
    history.undo();
    expect(readWalls(doc)).toEqual(before.walls);
    expect(readNodes(doc, 'model')).toEqual(before.models);
    history.destroy();
  });
});
