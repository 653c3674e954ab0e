import type { Note } from '@kitchensync/schemas';
import { useId, useRef, useState } from 'react';
import type * as Y from 'yjs';
import { deleteNotes } from '../../doc/noteCommands/deleteNotes';
import { editNote, type NoteEdit } from '../../doc/noteCommands/editNote';
import { NOTE_TEXT_MAX_LENGTH } from '../../doc/noteCommands/noteRules';
import { useSelection } from '../../session/useSelection';
import { useShortcuts } from '../shortcuts/useShortcuts';
import { attemptNoteCommand } from './attemptNoteCommand';
import { CommittingInput } from './CommittingInput';
import { useNoteRefusal } from './useNoteRefusal';
import './notes.css';

export interface NotePanelProps {
  doc: Y.Doc | null;
  origin: unknown;
  notes: readonly Note[];
  editable: boolean;
}

/**
 * The side panel for selected notes (shown when the selection is notes only): one note's text,
 * colour and background opacity, and Delete for every selected note (the Delete key too). The text
 * is committed when the field is left, so typing a sentence is one undo step; Esc in the field
 * drops what was typed. A new, empty note opens with its text field focused, ready for typing.
 */
export function NotePanel({ doc, origin, notes, editable }: NotePanelProps) {
  const selectedIds = useSelection((state) => state.selectedIds);
  const refusal = useNoteRefusal((state) => state.refusal);
  const selected = selectedIds.flatMap((id) => notes.filter((note) => note.id === id));
  const shown = selected.length > 0 && selected.length === selectedIds.length;
  const live = shown && editable && doc !== null;
  const ids = selected.map((note) => note.id);

  const remove = () => {
    if (doc === null) return;
    if (attemptNoteCommand(() => deleteNotes(doc, origin, ids)) !== null) useSelection.getState().clear();
  };
  useShortcuts({ deleteSelection: live ? remove : undefined });

  if (!shown) return null;
  const single = selected.length === 1 ? selected[0]! : null;
  const edit = (id: string, change: NoteEdit) => {
    if (doc !== null) attemptNoteCommand(() => editNote(doc, origin, id, change));
  };

  return (
    <section className="note-panel" aria-label="Note">
      <h2>{single === null ? `${selected.length} notes` : 'Note'}</h2>
      {single !== null && <NoteFields key={single.id} note={single} disabled={!live} onEdit={edit} />}
      {refusal !== null && (
        <p className="error" role="alert">
          {refusal}
        </p>
      )}
      {live && (
        <button type="button" onClick={remove}>
          Delete
        </button>
      )}
    </section>
  );
}

function NoteFields({
  note,
  disabled,
  onEdit,
}: {
  note: Note;
  disabled: boolean;
  onEdit: (id: string, change: NoteEdit) => void;
}) {
  const textId = useId();
  const colorId = useId();
  const opacityId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const discarding = useRef(false);
  const commitText = () => {
    if (!discarding.current && draft !== null && draft !== note.text) onEdit(note.id, { text: draft });
    discarding.current = false;
    setDraft(null);
  };
  return (
    <>
      <label htmlFor={textId}>Text</label>
      <textarea
        id={textId}
        rows={3}
        maxLength={NOTE_TEXT_MAX_LENGTH}
        disabled={disabled}
        // Focused at once for a note just placed, so the person types its text straight away.
        autoFocus={!disabled && note.text === ''}
        value={draft ?? note.text}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commitText}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            discarding.current = true;
            event.currentTarget.blur();
          }
        }}
      />
      <div className="note-field">
        <label htmlFor={colorId}>Colour</label>
        <CommittingInput
          id={colorId}
          type="color"
          disabled={disabled}
          value={/^#[0-9a-f]{6}$/i.test(note.color) ? note.color.toLowerCase() : '#000000'}
          onCommit={(color) => onEdit(note.id, { color })}
        />
      </div>
      <div className="note-field">
        <label htmlFor={opacityId}>Background opacity</label>
        <CommittingInput
          id={opacityId}
          type="range"
          min={0}
          max={100}
          step={5}
          disabled={disabled}
          value={String(note.background_opacity)}
          onCommit={(opacity) => onEdit(note.id, { background_opacity: Number(opacity) })}
        />
        <output htmlFor={opacityId}>{note.background_opacity}%</output>
      </div>
    </>
  );
}
