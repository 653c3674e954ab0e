import { MODEL_CHECKPOINTS, inches, updateNode } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import {
  BASE_24,
  catalogModel,
  kitchenDoc,
  model,
  recordTransactions,
  toInches,
} from './modelCommandFixtures';
import { placeModel } from './placeModel';
import { rotateModels } from './rotateModels';
import { setLocked } from './setLocked';

const origin = { user: 'local' };
const WIDE = catalogModel({ catalogModelId: 'b36', name: 'Base 36"', size: [36, 34.5, 24] });

describe('rotateModels', () => {
  it('turns a model about its centre in one transaction with its checkpoint', () => {
    const doc = kitchenDoc();
    const id = placeModel(doc, origin, { catalogModel: BASE_24, at: { x: inches(60), z: inches(60) } });
    const transactions = recordTransactions(doc);
    rotateModels(doc, origin, [id], Math.PI / 2);
    const turned = model(doc, id);
    expect(turned.rotation.y).toBeCloseTo(Math.PI / 2, 12);
    expect(toInches(turned.position.x)).toBeCloseTo(60, 9);
    expect(transactions).toEqual([{ origin, label: MODEL_CHECKPOINTS.rotateModels.label, undoAction: null }]);
  });

  it('pushes a turned model back out of the wall it now reaches into, keeping the new rotation', () => {
    const doc = kitchenDoc();
    const id = placeModel(doc, origin, { catalogModel: WIDE, at: { x: inches(60), z: inches(14.25) } });
    expect(toInches(model(doc, id).position.z)).toBeCloseTo(14.25, 9);
    expect(rotateModels(doc, origin, [id], Math.PI / 2)).toEqual({ resolved: true });
    const turned = model(doc, id);
    expect(turned.rotation.y).toBeCloseTo(Math.PI / 2, 12);
    expect(toInches(turned.position.z)).toBeCloseTo(2.25 + 18, 9);
  });

  it('refuses locked models and models whose rotation is locked', () => {
    const doc = kitchenDoc();
    const locked = placeModel(doc, origin, { catalogModel: BASE_24, at: { x: inches(60), z: inches(60) } });
    setLocked(doc, origin, [locked], true);
    expect(() => rotateModels(doc, origin, [locked], 1)).toThrow('is locked: unlock it before rotating it.');
    const fixed = placeModel(doc, origin, { catalogModel: BASE_24, at: { x: inches(120), z: inches(60) } });
    doc.transact(() => updateNode(doc, 'model', fixed, { lockRotation: true }));
    expect(() => rotateModels(doc, origin, [fixed], 1)).toThrow('"Base 24"" cannot be rotated.');
    expect(model(doc, fixed).rotation.y).toBe(0);
  });
});
