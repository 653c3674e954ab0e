import { readNode, updateNode, type FloorPoint, type Note } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { runCommand } from '../../collab/runCommand';
import { NoteCommandError } from './noteCommandError';
import { noteRules } from './noteRules';

/**
 * Moves a note to `to` on the floor, as one transaction. The label then sits at its position again:
 * a dragged-away label (`position_override`, from older saves) is where the person saw it, so the
 * drag starts from there and the override is dropped.
 */
export function moveNote(doc: Y.Doc, origin: unknown, id: string, to: FloorPoint): Note {
  noteRules.requirePoint(to);
  const note = readNode(doc, 'note', id);
  if (note === null) throw new NoteCommandError('not_found', 'This note no longer exists.');
  return runCommand(
    doc,
    origin,
    'Moved note',
    () =>
      updateNode(doc, 'note', id, {
        position: { x: to.x, y: note.position.y, z: to.z },
        position_override: null,
      }) ?? note,
  );
}
