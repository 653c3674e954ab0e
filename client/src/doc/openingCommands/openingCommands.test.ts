import { inches, PlacedModelSchema, readNodes, writeNode } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import type * as Y from 'yjs';
import { createUndoHistory } from '../../collab/createUndoHistory';
import { deleteOpenings } from './deleteOpenings';
import { duplicateOpening } from './duplicateOpening';
import { editOpening } from './editOpening';
import { OpeningCommandError } from './openingCommandError';
import { OPENING_COMMAND_LABELS } from './openingCommandLabels';
import { DOOR_32, WINDOW_36, boxInchesOf, opening, roomDoc } from './openingCommandFixtures';
import { transactionsOf } from '../testing/transactionsOf';
import { placeOpening } from './placeOpening';
import { rotateOpeningInverse } from './rotateOpeningInverse';
import { setOpeningScenery } from './setOpeningScenery';

const origin = { user: 'local' };

function refusalCode(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof OpeningCommandError) return error.code;
    throw error;
  }
}

function placeWindow(doc: Y.Doc, atInches = 50.2): string {
  return placeOpening(doc, origin, {
    catalogOpening: WINDOW_36,
    wallId: 'wall_north',
    alongWall: inches(atInches),
    unit: 'inch',
  });
}

describe('placeOpening', () => {
  it('adds the opening on the clicked wall, centred on the click and half-unit snapped, as one labelled transaction', () => {
    const doc = roomDoc();
    let id = '';
    expect(transactionsOf(doc, () => (id = placeWindow(doc)))).toEqual([
      { origin, label: OPENING_COMMAND_LABELS.placeOpening },
    ]);
    expect(id).toMatch(/^opening_/);
    expect(opening(doc, id)).toMatchObject({
      opening_id: 'window-single-36',
      wall_id: 'wall_north',
      kind: 'Single Window',
      name: WINDOW_36.name,
      file: WINDOW_36.file,
      angle: 0,
      scenery: null,
    });
    // Centred on 50.2: left 32.2, snapped to 32; a window's sill at 42".
    expect(boxInchesOf(opening(doc, id))).toEqual([32, 42, 36, 48]);
  });

  it('stands a door on the floor and keeps an opening clicked near the wall end inside the wall', () => {
    const doc = roomDoc();
    const id = placeOpening(doc, origin, {
      catalogOpening: DOOR_32,
      wallId: 'wall_north',
      alongWall: inches(115),
      unit: 'inch',
    });
    expect(boxInchesOf(opening(doc, id))).toEqual([88, 0, 32, 80]);
  });

  it('centres the opening on a sink at the wall within 3 units', () => {
    const doc = roomDoc();
    writeNode(
      doc,
      'model',
      PlacedModelSchema.parse({
        id: 'model_sink',
        catalogModelId: 'sb33',
        modelType: 'base',
        modelSubcategory: 'sink',
        position: { x: inches(52.75), y: 0, z: inches(2.25 + 12) },
        dimensions: { width: inches(33), height: inches(34.5), depth: inches(24) },
      }),
    );
    expect(boxInchesOf(opening(doc, placeWindow(doc)))).toEqual([34.75, 42, 36, 48]);
  });

  it('refuses a wall that is gone, writing nothing', () => {
    const doc = roomDoc();
    const code = refusalCode(() =>
      placeOpening(doc, origin, {
        catalogOpening: WINDOW_36,
        wallId: 'wall_gone',
        alongWall: 1,
        unit: 'inch',
      }),
    );
    expect(code).toBe('wall_not_found');
    expect(readNodes(doc, 'opening')).toEqual([]);
  });
});

describe('editOpening', () => {
  it('changes sizes and position, re-snapped to half units, as one labelled transaction', () => {
    const doc = roomDoc();
    const id = placeWindow(doc);
    const edit = { width: inches(24.4), height: inches(30.2), left: inches(10.3), bottom: inches(44.6) };
    expect(transactionsOf(doc, () => editOpening(doc, origin, id, edit, 'inch'))).toEqual([
      { origin, label: OPENING_COMMAND_LABELS.editOpening },
    ]);
    expect(boxInchesOf(opening(doc, id))).toEqual([10.5, 44.5, 24.5, 30]);
  });

  it('clamps a position below 0 or past the wall to the wall', () => {
    const doc = roomDoc();
    const id = placeWindow(doc);
    editOpening(doc, origin, id, { left: inches(-10), bottom: inches(80) }, 'inch');
    expect(boxInchesOf(opening(doc, id))).toEqual([0, 48, 36, 48]);
  });

  it('refuses sizes that are not above 0 and values that are not numbers, changing nothing', () => {
    const doc = roomDoc();
    const id = placeWindow(doc);
    const before = opening(doc, id);
    expect(refusalCode(() => editOpening(doc, origin, id, { width: 0 }, 'inch'))).toBe('invalid_dimensions');
    expect(refusalCode(() => editOpening(doc, origin, id, { height: -1 }, 'inch'))).toBe(
      'invalid_dimensions',
    );
    expect(refusalCode(() => editOpening(doc, origin, id, { left: Number.NaN }, 'inch'))).toBe(
      'invalid_position',
    );
    expect(refusalCode(() => editOpening(doc, origin, 'opening_gone', {}, 'inch'))).toBe('not_found');
    expect(opening(doc, id)).toEqual(before);
  });

  it('writes nothing when the edit settles where the opening already is', () => {
    const doc = roomDoc();
    const id = placeWindow(doc);
    expect(transactionsOf(doc, () => editOpening(doc, origin, id, { left: inches(32.1) }, 'inch'))).toEqual(
      [],
    );
  });
});

describe('rotateOpeningInverse', () => {
  it('adds half a turn, and twice gives back the angle it had', () => {
    const doc = roomDoc();
    const id = placeWindow(doc);
    expect(transactionsOf(doc, () => rotateOpeningInverse(doc, origin, id))).toEqual([
      { origin, label: OPENING_COMMAND_LABELS.rotateOpeningInverse },
    ]);
    expect(opening(doc, id).angle).toBeCloseTo(Math.PI, 12);
    rotateOpeningInverse(doc, origin, id);
    expect(opening(doc, id).angle).toBe(0);
  });
});

describe('setOpeningScenery', () => {
  it('sets a scenery the opening offers, and None, each its own labelled transaction', () => {
    const doc = roomDoc();
    const id = placeWindow(doc);
    const lake = WINDOW_36.sceneries[1]!;
    expect(transactionsOf(doc, () => setOpeningScenery(doc, origin, id, lake, WINDOW_36.sceneries))).toEqual([
      { origin, label: OPENING_COMMAND_LABELS.setOpeningScenery },
    ]);
    expect(opening(doc, id)).toMatchObject({ scenery: 'Lake', scenery_url: lake.url });
    setOpeningScenery(doc, origin, id, null, WINDOW_36.sceneries);
    expect(opening(doc, id)).toMatchObject({ scenery: null, scenery_url: null });
  });

  it('refuses a scenery the opening does not offer', () => {
    const doc = roomDoc();
    const id = placeWindow(doc);
    const code = refusalCode(() =>
      setOpeningScenery(doc, origin, id, { name: 'Mars', url: '/mars.jpg' }, WINDOW_36.sceneries),
    );
    expect(code).toBe('unknown_scenery');
    expect(opening(doc, id).scenery).toBeNull();
  });
});

describe('duplicateOpening', () => {
  it('puts a copy beside the opening on its right when it fits there, else on its left', () => {
    const doc = roomDoc();
    const id = placeWindow(doc);
    const right = duplicateOpening(doc, origin, id);
    expect(boxInchesOf(opening(doc, right))).toEqual([68, 42, 36, 48]);
    expect(opening(doc, right)).toMatchObject({ wall_id: 'wall_north', opening_id: 'window-single-36' });
    const left = duplicateOpening(doc, origin, right);
    expect(boxInchesOf(opening(doc, left))).toEqual([32, 42, 36, 48]);
  });

  it('refuses when neither side has room', () => {
    const doc = roomDoc();
    const id = placeWindow(doc);
    editOpening(doc, origin, id, { width: inches(100), left: inches(10) }, 'inch');
    expect(refusalCode(() => duplicateOpening(doc, origin, id))).toBe('no_room');
    expect(readNodes(doc, 'opening')).toHaveLength(1);
  });
});

describe('deleteOpenings', () => {
  it('deletes the openings still there in one transaction, and writes nothing for none', () => {
    const doc = roomDoc();
    const first = placeWindow(doc, 20);
    const second = placeWindow(doc, 90);
    expect(transactionsOf(doc, () => deleteOpenings(doc, origin, [first, second, 'opening_gone']))).toEqual([
      { origin, label: OPENING_COMMAND_LABELS.deleteOpenings },
    ]);
    expect(readNodes(doc, 'opening')).toEqual([]);
    expect(transactionsOf(doc, () => deleteOpenings(doc, origin, [first]))).toEqual([]);
  });

  it('is one undo step: undo brings the opening back as it was', () => {
    const doc = roomDoc();
    const history = createUndoHistory(doc, origin);
    const id = placeWindow(doc);
    const placed = opening(doc, id);
    deleteOpenings(doc, origin, [id]);
    history.undo();
    expect(opening(doc, id)).toEqual(placed);
  });
});
