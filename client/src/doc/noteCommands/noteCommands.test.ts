import {
  NOTE_DEFAULT_BACKGROUND_OPACITY,
  NOTE_DEFAULT_COLOR,
  nodesMap,
  readNode,
  readNodes,
} from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import type * as Y from 'yjs';
import { editorReplica } from '../testing/editorReplica';
import { transactionsOf } from '../testing/transactionsOf';
import { addNote } from './addNote';
import { deleteNotes } from './deleteNotes';
import { editNote } from './editNote';
import { moveNote } from './moveNote';
import { NoteCommandError } from './noteCommandError';
import { NOTE_TEXT_MAX_LENGTH } from './noteRules';

function refusalCode(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof NoteCommandError) return error.code;
    throw error;
  }
}

describe('note commands', () => {
  it('adds a note on the floor with the schema’s dark red on an opaque background, as one labelled transaction', () => {
    const { doc, origin } = editorReplica();
    let id = '';
    expect(
      transactionsOf(doc, () => {
        id = addNote(doc, origin, { x: 1.5, z: -2 }).id;
      }),
    ).toEqual([{ origin, label: 'Added note' }]);
    expect(id).toMatch(/^note_/);
    expect(readNode(doc, 'note', id)).toMatchObject({
      position: { x: 1.5, y: 0, z: -2 },
      text: '',
      color: NOTE_DEFAULT_COLOR,
      background_opacity: NOTE_DEFAULT_BACKGROUND_OPACITY,
      scale: 1,
      position_override: null,
    });
  });

  it('labels each edit, move and delete as its own single transaction', () => {
    const { doc, origin } = editorReplica();
    const { id } = addNote(doc, origin, { x: 0, z: 0 });
    expect(
      transactionsOf(doc, () => editNote(doc, origin, id, { text: 'Check sink width', color: '#1976d2' })),
    ).toEqual([{ origin, label: 'Changed note' }]);
    expect(transactionsOf(doc, () => moveNote(doc, origin, id, { x: 2, z: 1 }))).toEqual([
      { origin, label: 'Moved note' },
    ]);
    expect(transactionsOf(doc, () => deleteNotes(doc, origin, [id]))).toEqual([
      { origin, label: 'Deleted note' },
    ]);
    expect(readNodes(doc, 'note')).toEqual([]);
  });

  it('undoes and redoes each note command as one step, named by its label', () => {
    const { doc, origin, history } = editorReplica();
    const { id } = addNote(doc, origin, { x: 0, z: 0 });
    editNote(doc, origin, id, { text: 'Island here', background_opacity: 40 });
    moveNote(doc, origin, id, { x: 3, z: 4 });
    expect(history.snapshot().undoLabel).toBe('Moved note');

    history.undo();
    expect(readNode(doc, 'note', id)?.position).toEqual({ x: 0, y: 0, z: 0 });
    expect(history.snapshot().undoLabel).toBe('Changed note');
    history.undo();
    expect(readNode(doc, 'note', id)).toMatchObject({ text: '', background_opacity: 100 });
    history.undo();
    expect(readNode(doc, 'note', id)).toBeNull();
    history.redo();
    history.redo();
    expect(readNode(doc, 'note', id)).toMatchObject({ text: 'Island here', background_opacity: 40 });

    deleteNotes(doc, origin, [id]);
    history.undo();
    expect(readNode(doc, 'note', id)?.text).toBe('Island here');
  });

  it('moves a note whose label was dragged away from where it was seen, and seats the label on it again', () => {
    const { doc, origin } = editorReplica();
    const { id } = addNote(doc, origin, { x: 0, z: 0 });
    // As an older save brings it: the label shown away from the note's point.
    doc.transact(() => {
      (nodesMap(doc, 'note').get(id) as Y.Map<unknown>).set('position_override', { x: 5, y: 0, z: 5 });
    });
    moveNote(doc, origin, id, { x: 6, z: 5 });
    expect(readNode(doc, 'note', id)).toMatchObject({
      position: { x: 6, y: 0, z: 5 },
      position_override: null,
    });
  });

  it('refuses bad input with a reason and writes nothing', () => {
    const { doc, origin } = editorReplica();
    const { id } = addNote(doc, origin, { x: 0, z: 0 });
    const before = readNode(doc, 'note', id);
    const refusals = transactionsOf(doc, () => {
      expect(refusalCode(() => addNote(doc, origin, { x: Number.NaN, z: 0 }))).toBe('invalid_position');
      expect(
        refusalCode(() => editNote(doc, origin, id, { text: 'x'.repeat(NOTE_TEXT_MAX_LENGTH + 1) })),
      ).toBe('text_too_long');
      expect(refusalCode(() => editNote(doc, origin, id, { text: 'ok', color: 'red; x' }))).toBe(
        'invalid_color',
      );
      expect(refusalCode(() => editNote(doc, origin, id, { background_opacity: 101 }))).toBe(
        'invalid_opacity',
      );
      expect(refusalCode(() => editNote(doc, origin, id, { scale: 0 }))).toBe('invalid_scale');
      expect(refusalCode(() => moveNote(doc, origin, id, { x: 1, z: Number.POSITIVE_INFINITY }))).toBe(
        'invalid_position',
      );
      expect(refusalCode(() => editNote(doc, origin, 'note_gone', { text: 'hi' }))).toBe('not_found');
      expect(refusalCode(() => moveNote(doc, origin, 'note_gone', { x: 1, z: 1 }))).toBe('not_found');
    });
    expect(refusals).toEqual([]);
    expect(readNode(doc, 'note', id)).toEqual(before);
    expect(readNodes(doc, 'note')).toHaveLength(1);
  });

  it('writes nothing for an edit that changes nothing or a delete of notes already gone', () => {
    const { doc, origin, history } = editorReplica();
    const { id } = addNote(doc, origin, { x: 0, z: 0 }, 'Same');
    expect(
      transactionsOf(doc, () => {
        editNote(doc, origin, id, { text: 'Same', color: NOTE_DEFAULT_COLOR });
        expect(deleteNotes(doc, origin, ['note_gone'])).toEqual([]);
      }),
    ).toEqual([]);
    expect(history.snapshot().undoLabel).toBe('Added note');
  });

  it('deletes several notes as one step, passing over ids that are gone', () => {
    const { doc, origin, history } = editorReplica();
    const first = addNote(doc, origin, { x: 0, z: 0 }).id;
    const second = addNote(doc, origin, { x: 1, z: 0 }).id;
    expect(
      transactionsOf(doc, () =>
        expect(deleteNotes(doc, origin, [first, 'note_gone', second])).toEqual([first, second]),
      ),
    ).toEqual([{ origin, label: 'Deleted notes' }]);
    history.undo();
    expect(
      readNodes(doc, 'note')
        .map((note) => note.id)
        .sort(),
    ).toEqual([first, second].sort());
  });
});
