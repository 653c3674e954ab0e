import { inches, readNodes } from '@kitchensync/schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { deleteModels } from '../../doc/modelCommands/deleteModels';
import { BASE_24, kitchenDoc } from '../../doc/modelCommands/modelCommandFixtures';
import { placeModel } from '../../doc/modelCommands/placeModel';
import { setLocked } from '../../doc/modelCommands/setLocked';
import { attemptModelCommand } from './attemptModelCommand';
import { useModelRefusal } from './useModelRefusal';

const origin = { user: 'local' };

describe('attemptModelCommand', () => {
  afterEach(() => useModelRefusal.getState().clear());

  it('keeps a refused command’s message for the models it was tried on and changes nothing', () => {
    const doc = kitchenDoc();
    const id = placeModel(doc, origin, { catalogModel: BASE_24, at: { x: inches(60), z: inches(60) } });
    setLocked(doc, origin, [id], true);
    const before = readNodes(doc, 'model');
    expect(attemptModelCommand([id], () => deleteModels(doc, origin, [id]))).toBeNull();
    expect(useModelRefusal.getState().refusal).toEqual({
      ids: [id],
      message: '"Base 24"" is locked: unlock it before deleting it.',
    });
    expect(readNodes(doc, 'model')).toEqual(before);
  });

  it('answers what a command returns and clears the last refusal when it succeeds', () => {
    const doc = kitchenDoc();
    const id = placeModel(doc, origin, { catalogModel: BASE_24, at: { x: inches(60), z: inches(60) } });
    useModelRefusal.getState().refuse([id], 'an older refusal');
    expect(attemptModelCommand([id], () => deleteModels(doc, origin, [id]))).toEqual([id]);
    expect(useModelRefusal.getState().refusal).toBeNull();
    expect(readNodes(doc, 'model')).toEqual([]);
  });

  it('throws on errors that are not refusals, which are bugs to see', () => {
    expect(() =>
      attemptModelCommand(['model_a'], () => {
        throw new TypeError('broken');
      }),
    ).toThrow('broken');
    expect(useModelRefusal.getState().refusal).toBeNull();
  });
});
