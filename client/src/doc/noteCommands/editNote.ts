import { readNode, updateNode, type Note } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { runCommand } from '../../collab/runCommand';
import { NoteCommandError } from './noteCommandError';
import { noteRules } from './noteRules';

export interface NoteEdit {
  text?: string;
  color?: string;
  /** Percent, 0 (transparent) to 100. */
  background_opacity?: number;
  scale?: number;
}

/**
 * Changes a note's text, colour, background opacity or size, as one transaction. A value that does
 * not fit refuses the whole edit; an edit that changes nothing writes nothing, so it leaves no empty
 * undo step.
 */
export function editNote(doc: Y.Doc, origin: unknown, id: string, edit: NoteEdit): Note {
  const note = readNode(doc, 'note', id);
  if (note === null) throw new NoteCommandError('not_found', 'This note no longer exists.');
  if (edit.text !== undefined) noteRules.requireText(edit.text);
  if (edit.color !== undefined) noteRules.requireColor(edit.color);
  if (edit.background_opacity !== undefined) noteRules.requireOpacity(edit.background_opacity);
  if (edit.scale !== undefined) noteRules.requireScale(edit.scale);
  const changed = (Object.keys(edit) as (keyof NoteEdit)[]).some(
    (field) => edit[field] !== undefined && edit[field] !== note[field],
  );
  if (!changed) return note;
  return runCommand(doc, origin, 'Changed note', () => updateNode(doc, 'note', id, { ...edit }) ?? note);
}
