import {
  MAX_SHADOW_LIGHTS,
  readNode,
  readNodes,
  updateNode,
  WALL_DEFAULT_HEIGHT,
} from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { editorReplica } from '../testing/editorReplica';
import { transactionsOf } from '../testing/transactionsOf';
import { SHADOW_LIGHT_CAP_MESSAGE } from '../../model/lights/shadowLightCap';
import { addWall } from '../wallCommands';
import { addLight } from './addLight';
import { deleteLights } from './deleteLights';
import { editLight } from './editLight';
import { LightCommandError } from './lightCommandError';
import { moveLight } from './moveLight';

function refusal(run: () => unknown): { code: string; message: string } | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof LightCommandError) return { code: error.code, message: error.message };
    throw error;
  }
}

describe('light commands', () => {
  it('hangs a new light at the walls’ default height in an empty room, shining, without shadows, as one labelled transaction', () => {
    const { doc, origin } = editorReplica();
    let id = '';
    expect(
      transactionsOf(doc, () => {
        id = addLight(doc, origin, { x: 1.5, z: -2 }).id;
      }),
    ).toEqual([{ origin, label: 'Added light' }]);
    expect(id).toMatch(/^pointLight_/);
    expect(readNode(doc, 'pointLight', id)).toMatchObject({
      x: 1.5,
      y: WALL_DEFAULT_HEIGHT,
      z: -2,
      intensity: 1,
      visible: true,
      lightVisible: true,
      shadow: false,
    });
  });

  it('hangs a new light at the ceiling: the tallest wall of the room', () => {
    const { doc, origin } = editorReplica();
    addWall(doc, origin, { x: 0, z: 0 }, { x: 3, z: 0 }, null);
    const tall = addWall(doc, origin, { x: 3, z: 0 }, { x: 3, z: 3 }, null)!;
    doc.transact(() => updateNode(doc, 'wall', tall.id, { dimensions: { ...tall.dimensions, y: 2.9 } }));
    expect(addLight(doc, origin, { x: 1, z: 1 }).y).toBe(2.9);
    expect(addLight(doc, origin, { x: 1, z: 1 }, { height: 2 }).y).toBe(2);
  });

  it('labels each edit, move and delete as its own single transaction, and undoes each as one step', () => {
    const { doc, origin, history } = editorReplica();
    const { id } = addLight(doc, origin, { x: 0, z: 0 });
    expect(
      transactionsOf(doc, () =>
        editLight(doc, origin, id, { intensity: 2.5, height: 2.1, lightVisible: false, shadow: true }),
      ),
    ).toEqual([{ origin, label: 'Changed light' }]);
    expect(readNode(doc, 'pointLight', id)).toMatchObject({
      intensity: 2.5,
      y: 2.1,
      lightVisible: false,
      shadow: true,
    });
    expect(transactionsOf(doc, () => moveLight(doc, origin, id, { x: 2, z: 1 }))).toEqual([
      { origin, label: 'Moved light' },
    ]);
    expect(readNode(doc, 'pointLight', id)).toMatchObject({ x: 2, y: 2.1, z: 1 });
    expect(transactionsOf(doc, () => deleteLights(doc, origin, [id]))).toEqual([
      { origin, label: 'Deleted light' },
    ]);
    expect(readNodes(doc, 'pointLight')).toEqual([]);

    history.undo();
    expect(readNode(doc, 'pointLight', id)).toMatchObject({ x: 2, z: 1, intensity: 2.5 });
    history.undo();
    expect(readNode(doc, 'pointLight', id)).toMatchObject({ x: 0, z: 0 });
    history.undo();
    expect(readNode(doc, 'pointLight', id)).toMatchObject({
      intensity: 1,
      y: WALL_DEFAULT_HEIGHT,
      lightVisible: true,
      shadow: false,
    });
    history.undo();
    expect(readNode(doc, 'pointLight', id)).toBeNull();
  });

  it(`refuses a thirteenth shadow-casting light with the spec’s message and writes nothing`, () => {
    const { doc, origin } = editorReplica();
    const ids = Array.from(
      { length: MAX_SHADOW_LIGHTS + 1 },
      (_, index) => addLight(doc, origin, { x: index, z: 0 }).id,
    );
    for (const id of ids.slice(0, MAX_SHADOW_LIGHTS)) editLight(doc, origin, id, { shadow: true });
    const last = ids[MAX_SHADOW_LIGHTS]!;
    const before = readNode(doc, 'pointLight', last);
    expect(
      transactionsOf(doc, () => {
        expect(refusal(() => editLight(doc, origin, last, { shadow: true, intensity: 3 }))).toEqual({
          code: 'shadow_light_cap',
          message: SHADOW_LIGHT_CAP_MESSAGE,
        });
        expect(refusal(() => addLight(doc, origin, { x: 0, z: 5 }, { shadow: true }))?.code).toBe(
          'shadow_light_cap',
        );
      }),
    ).toEqual([]);
    expect(readNode(doc, 'pointLight', last)).toEqual(before);
    // A shadow light keeps its shadow through other edits; one switched off frees a place.
    expect(editLight(doc, origin, ids[0]!, { intensity: 2 }).shadow).toBe(true);
    editLight(doc, origin, ids[0]!, { shadow: false });
    expect(editLight(doc, origin, last, { shadow: true }).shadow).toBe(true);
  });

  it('refuses bad input with a reason and writes nothing', () => {
    const { doc, origin } = editorReplica();
    const { id } = addLight(doc, origin, { x: 0, z: 0 });
    const before = readNode(doc, 'pointLight', id);
    expect(
      transactionsOf(doc, () => {
        expect(refusal(() => addLight(doc, origin, { x: Number.NaN, z: 0 }))?.code).toBe('invalid_position');
        expect(refusal(() => addLight(doc, origin, { x: 0, z: 0 }, { height: -1 }))?.code).toBe(
          'invalid_height',
        );
        expect(refusal(() => editLight(doc, origin, id, { intensity: -0.5 }))?.code).toBe(
          'invalid_intensity',
        );
        expect(
          refusal(() => editLight(doc, origin, id, { intensity: 2, height: Number.POSITIVE_INFINITY }))?.code,
        ).toBe('invalid_height');
        expect(refusal(() => moveLight(doc, origin, id, { x: 1, z: Number.NaN }))?.code).toBe(
          'invalid_position',
        );
        expect(refusal(() => editLight(doc, origin, 'pointLight_gone', { intensity: 2 }))?.code).toBe(
          'not_found',
        );
        expect(refusal(() => moveLight(doc, origin, 'pointLight_gone', { x: 1, z: 1 }))?.code).toBe(
          'not_found',
        );
      }),
    ).toEqual([]);
    expect(readNodes(doc, 'pointLight')).toEqual([before]);
  });

  it('writes nothing for an edit or move that changes nothing or a delete of lights already gone', () => {
    const { doc, origin, history } = editorReplica();
    const { id } = addLight(doc, origin, { x: 1, z: 1 }, { intensity: 2 });
    expect(
      transactionsOf(doc, () => {
        editLight(doc, origin, id, { intensity: 2, shadow: false, lightVisible: true });
        moveLight(doc, origin, id, { x: 1, z: 1 });
        expect(deleteLights(doc, origin, ['pointLight_gone'])).toEqual([]);
      }),
    ).toEqual([]);
    expect(history.snapshot().undoLabel).toBe('Added light');
  });

  it('deletes several lights as one step', () => {
    const { doc, origin, history } = editorReplica();
    const first = addLight(doc, origin, { x: 0, z: 0 }).id;
    const second = addLight(doc, origin, { x: 1, z: 0 }).id;
    expect(
      transactionsOf(doc, () => expect(deleteLights(doc, origin, [first, second])).toHaveLength(2)),
    ).toEqual([{ origin, label: 'Deleted lights' }]);
    history.undo();
    expect(readNodes(doc, 'pointLight')).toHaveLength(2);
  });
});
