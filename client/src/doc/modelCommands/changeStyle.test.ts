import { MODEL_CHECKPOINTS, inches, readDesign, type CatalogModel } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { changeStyle } from './changeStyle';
import {
  BASE_24,
  FRIDGE,
  WALL_30,
  catalogModel,
  kitchenDoc,
  model,
  recordTransactions,
} from './modelCommandFixtures';
import { ModelCommandError } from './modelCommandError';
import { placeModel } from './placeModel';
import { setLocked } from './setLocked';

const origin = { user: 'local' };
const STYLED_FRIDGE = catalogModel({
  catalogModelId: 'rf36-panel',
  name: 'Panel-ready Refrigerator 36"',
  type: 'appliance',
  subcategory: 'appliances',
  size: [36, 70, 30],
  styles: [
    { catalogStyleId: 'shaker-white', model: 'files/fridge-white.glb', price: 2500, edges: 'white' },
    { catalogStyleId: 'natural-oak', model: 'files/fridge-oak.glb', price: 2700, edges: 'oak' },
  ],
});
const catalogue = new Map<string, CatalogModel>(
  [BASE_24, WALL_30, FRIDGE, STYLED_FRIDGE].map((entry) => [entry.catalogModelId, entry]),
);
const lookUp = (id: string) => catalogue.get(id);

function kitchen() {
  const doc = kitchenDoc();
  const base = placeModel(doc, origin, { catalogModel: BASE_24, at: { x: inches(30), z: inches(60) } });
  const otherBase = placeModel(doc, origin, { catalogModel: BASE_24, at: { x: inches(90), z: inches(60) } });
  const fridge = placeModel(doc, origin, { catalogModel: FRIDGE, at: { x: inches(150), z: inches(60) } });
  const panelFridge = placeModel(doc, origin, {
    catalogModel: STYLED_FRIDGE,
    at: { x: inches(200), z: inches(60) },
  });
  return { doc, base, otherBase, fridge, panelFridge };
}

describe('changeStyle', () => {
  it('swaps style id, price, edges, back and model file of the selection in one transaction', () => {
    const { doc, base, otherBase } = kitchen();
    const transactions = recordTransactions(doc);
    const result = changeStyle(doc, origin, { kind: 'selection', ids: [base] }, 'natural-oak', lookUp);
    expect(result).toEqual({ changed: [base], skipped: [], locked: [] });
    expect(model(doc, base)).toMatchObject({
      catalogStyleId: 'natural-oak',
      modelPrice: 410,
      edges: 'oak',
      back: null,
      modelLink: 'procedural:base/regular-oak',
    });
    expect(model(doc, otherBase).catalogStyleId).toBe('shaker-white');
    expect(transactions).toEqual([{ origin, label: MODEL_CHECKPOINTS.changeStyle.label, undoAction: null }]);
  });

  it('changes every model of a type and leaves other types alone', () => {
    const { doc, base, otherBase, panelFridge } = kitchen();
    const result = changeStyle(doc, origin, { kind: 'type', modelType: 'base' }, 'natural-oak', lookUp);
    expect(result.changed.sort()).toEqual([base, otherBase].sort());
    expect(model(doc, otherBase).catalogStyleId).toBe('natural-oak');
    expect(model(doc, panelFridge).catalogStyleId).toBe('shaker-white');
  });

  it('is refused as a whole, with the locked model named, when a selected model is locked', () => {
    const { doc, base, otherBase, panelFridge } = kitchen();
    setLocked(doc, origin, [otherBase], true);
    const transactions = recordTransactions(doc);
    expect(() =>
      changeStyle(doc, origin, { kind: 'selection', ids: [base, otherBase] }, 'natural-oak', lookUp),
    ).toThrow(new ModelCommandError('locked', '"Base 24"" is locked: unlock it before restyling it.'));
    expect(transactions).toEqual([]);
    expect([base, otherBase, panelFridge].map((id) => model(doc, id).catalogStyleId)).toEqual([
      'shaker-white',
      'shaker-white',
      'shaker-white',
    ]);
    expect(readDesign(doc).style).toBeNull();
    // A locked model out of scope does not stand in the way.
    expect(
      changeStyle(doc, origin, { kind: 'selection', ids: [base] }, 'natural-oak', lookUp).changed,
    ).toEqual([base]);
  });

  it('passes a locked model over when all items or a type change, and reports it', () => {
    const { doc, base, otherBase } = kitchen();
    setLocked(doc, origin, [otherBase], true);
    const ofType = changeStyle(doc, origin, { kind: 'type', modelType: 'base' }, 'natural-oak', lookUp);
    expect(ofType.changed).toEqual([base]);
    expect(ofType.locked).toEqual([otherBase]);
    expect(model(doc, otherBase).catalogStyleId).toBe('shaker-white');
    const all = changeStyle(doc, origin, { kind: 'all' }, 'natural-oak', lookUp);
    expect(all.locked).toEqual([otherBase]);
    expect(model(doc, otherBase).catalogStyleId).toBe('shaker-white');
    expect(readDesign(doc).style).toBe('natural-oak');
  });

  it('sets the design’s own style with all items, in the same transaction, and only then', () => {
    const { doc, base } = kitchen();
    changeStyle(doc, origin, { kind: 'selection', ids: [base] }, 'natural-oak', lookUp);
    changeStyle(doc, origin, { kind: 'type', modelType: 'base' }, 'natural-oak', lookUp);
    expect(readDesign(doc).style).toBeNull();
    const transactions = recordTransactions(doc);
    changeStyle(doc, origin, { kind: 'all' }, 'natural-oak', lookUp);
    expect(readDesign(doc).style).toBe('natural-oak');
    expect(transactions).toHaveLength(1);
  });

  it('keeps the model file of a model that is not a cabinet while changing its style and price', () => {
    const { doc, panelFridge } = kitchen();
    changeStyle(doc, origin, { kind: 'all' }, 'natural-oak', lookUp);
    expect(model(doc, panelFridge)).toMatchObject({
      catalogStyleId: 'natural-oak',
      modelPrice: 2700,
      edges: 'oak',
      modelLink: 'files/fridge-white.glb',
    });
  });

  it('skips models that do not come in the style or are not in the catalogue, and writes nothing for none', () => {
    const { doc, base, otherBase, fridge, panelFridge } = kitchen();
    const result = changeStyle(doc, origin, { kind: 'all' }, 'natural-oak', (id) =>
      id === 'b24' ? undefined : lookUp(id),
    );
    expect(result).toEqual({ changed: [panelFridge], skipped: [base, otherBase, fridge].sort(), locked: [] });
    expect(model(doc, fridge).catalogStyleId).toBe('default');
    const transactions = recordTransactions(doc);
    expect(changeStyle(doc, origin, { kind: 'selection', ids: [fridge] }, 'teal', lookUp)).toEqual({
      changed: [],
      skipped: [fridge],
      locked: [],
    });
    expect(transactions).toEqual([]);
  });
});
