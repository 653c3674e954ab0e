import { MODEL_CHECKPOINTS, inches, readNodes } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  BASE_24,
  FRIDGE,
  POT,
  WALL_30,
  catalogModel,
  kitchenDoc,
  model,
  recordTransactions,
  toInches,
} from './modelCommandFixtures';
import { ModelCommandError } from './modelCommandError';
import { placeModel } from './placeModel';

const origin = { user: 'local' };

describe('placeModel', () => {
  it('adds the model in one transaction with the caller origin and a cabinetAdd checkpoint', () => {
    const doc = kitchenDoc();
    const transactions = recordTransactions(doc);
    const id = placeModel(doc, origin, { catalogModel: BASE_24, at: { x: 1, z: 2 } });
    expect(id).toMatch(/^model_/);
    expect(transactions).toEqual([
      { origin, label: MODEL_CHECKPOINTS.placeModel.label, undoAction: 'cabinetAdd' },
    ]);
    expect(readNodes(doc, 'model').map((placed) => placed.id)).toEqual([id]);
  });

  it('copies the catalogue data and the chosen style onto the placed model', () => {
    const doc = new Y.Doc();
    const id = placeModel(doc, origin, {
      catalogModel: BASE_24,
      catalogStyleId: 'natural-oak',
      at: { x: 1, z: 2 },
    });
    expect(model(doc, id)).toMatchObject({
      catalogModelId: 'b24',
      catalogStyleId: 'natural-oak',
      modelName: 'Base 24"',
      modelCode: 'B24',
      modelPrice: 410,
      modelType: 'base',
      modelSubcategory: 'regular',
      modelLink: 'procedural:base/regular-oak',
      edges: 'oak',
      back: null,
      dimensions: BASE_24.dimensions,
      defaultDimensions: BASE_24.dimensions,
      invertable: true,
      locked: false,
      visible: true,
      countertop: true,
      position: { x: 1, y: 0, z: 2 },
    });
    expect(model(doc, id).box2d).toHaveLength(4);
  });

  it('takes the first style when none is chosen, and default for a model without styles', () => {
    const doc = new Y.Doc();
    const base = placeModel(doc, origin, { catalogModel: BASE_24, at: { x: 0, z: 0 } });
    const fridge = placeModel(doc, origin, { catalogModel: FRIDGE, at: { x: 5, z: 5 } });
    expect(model(doc, base)).toMatchObject({ catalogStyleId: 'shaker-white', modelPrice: 342 });
    expect(model(doc, fridge)).toMatchObject({
      catalogStyleId: 'default',
      modelPrice: 2199,
      modelLink: '',
      applianceType: 'refrigerator',
      invertable: false,
      countertop: false,
    });
  });

  it('snaps a model dropped near a wall back to it, facing into the room', () => {
    const doc = kitchenDoc();
    const id = placeModel(doc, origin, {
      catalogModel: BASE_24,
      at: { x: inches(60), z: inches(18) },
      angle: 2,
    });
    const placed = model(doc, id);
    expect(placed.rotation.y).toBe(0);
    expect(toInches(placed.position.x)).toBeCloseTo(60, 9);
    expect(toInches(placed.position.z)).toBeCloseTo(14.25, 9);
  });

  it('hangs a wall cabinet at 54 inches, without a countertop, over a base cabinet', () => {
    const doc = kitchenDoc();
    placeModel(doc, origin, { catalogModel: BASE_24, at: { x: inches(60), z: inches(14.25) } });
    const wallCabinet = { ...WALL_30, defaultHeight: 0 };
    const id = placeModel(doc, origin, { catalogModel: wallCabinet, at: { x: inches(60), z: inches(10) } });
    const placed = model(doc, id);
    expect(toInches(placed.position.y)).toBeCloseTo(54, 9);
    expect(toInches(placed.position.x)).toBeCloseTo(60, 9);
    expect(toInches(placed.position.z)).toBeCloseTo(8.25, 9);
    expect(placed.countertop).toBe(false);
    expect(toInches(placed.defaultHeight)).toBeCloseTo(54, 9);
  });

  it('slides a cabinet dropped onto another along the wall into the next free spot', () => {
    const doc = kitchenDoc();
    placeModel(doc, origin, { catalogModel: BASE_24, at: { x: inches(60), z: inches(14.25) } });
    const id = placeModel(doc, origin, { catalogModel: BASE_24, at: { x: inches(70), z: inches(14.25) } });
    expect(toInches(model(doc, id).position.x)).toBeCloseTo(84, 9);
  });

  it('lifts a pot dropped on a base cabinet onto its top', () => {
    const doc = kitchenDoc();
    placeModel(doc, origin, { catalogModel: BASE_24, at: { x: inches(60), z: inches(14.25) } });
    const id = placeModel(doc, origin, { catalogModel: POT, at: { x: inches(60), z: inches(14) } });
    expect(toInches(model(doc, id).position.y)).toBeCloseTo(34.5, 9);
    expect(model(doc, id).defaultHeight).toBe(0);
  });

  it('refuses a style the model does not come in, and a model without dimensions, writing nothing', () => {
    const doc = new Y.Doc();
    const transactions = recordTransactions(doc);
    expect(() =>
      placeModel(doc, origin, { catalogModel: BASE_24, catalogStyleId: 'teal', at: { x: 0, z: 0 } }),
    ).toThrow(new ModelCommandError('unknown_style', '"Base 24"" does not come in the style teal.'));
    const unmeasured = catalogModel({ size: [1, 1, 1], dimensions: null, defaultDimensions: null });
    expect(() => placeModel(doc, origin, { catalogModel: unmeasured, at: { x: 0, z: 0 } })).toThrow(
      /has no dimensions/,
    );
    expect(transactions).toEqual([]);
    expect(readNodes(doc, 'model')).toEqual([]);
  });
});
