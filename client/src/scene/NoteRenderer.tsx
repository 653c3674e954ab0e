import type { Note } from '@kitchensync/schemas';
import { Html } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import type { PointerEvent as ReactPointerEvent, SyntheticEvent } from 'react';
import { notePlace } from '../model/notes/notePlace';
import { useSelection } from '../session/useSelection';
import { useWallOccluders } from './useWallOccluders';
import './noteLabel.css';

/** The label's text size at scale 1, px: the size of the plan's measurements, so notes read alike. */
const NOTE_FONT_PX = 13;
/**
 * Labels stack above the canvas but below menus and dialogs (drei's default range would put them over
 * every popup of the page).
 */
const NOTE_Z_INDEX_RANGE: [number, number] = [50, 0];

export interface NoteRendererProps {
  notes: readonly Note[];
  /** A press on a note's label; without it labels let every pointer event through to the design. */
  onNotePointerDown?: (note: Note, event: ReactPointerEvent<HTMLElement>) => void;
}

// The canvas listens on the label's ancestor: a press that picked a note must not also reach the design
// as a click on empty floor, which clears the selection.
const keepFromCanvas = (event: SyntheticEvent) => event.stopPropagation();

/**
 * The document's notes in both views: each a DOM label at the note's place on the floor (text needs no
 * font file, stays sharp at any zoom, and renders on demand with the scene), its text in the note's
 * colour over a white background as opaque as `background_opacity`, sized by `scale`; in 3D a wall in
 * front of a note hides it. Each note has an
 * empty group (`userData.kind = 'note'`, `id`) in the scene. Selected notes are outlined green.
 */
export function NoteRenderer({ notes, onNotePointerDown }: NoteRendererProps) {
  const selectedIds = useSelection((state) => state.selectedIds);
  // In 3D a wall between the camera and a note hides it; the plan looks down on every note.
  const perspective = useThree((state) => 'isPerspectiveCamera' in state.camera);
  const occluders = useWallOccluders();
  return (
    <>
      {notes.map((note) => {
        const place = notePlace(note);
        const selected = selectedIds.includes(note.id);
        return (
          <group
            key={note.id}
            position={[place.x, place.y, place.z]}
            userData={{ kind: 'note', id: note.id }}
          >
            <Html center zIndexRange={NOTE_Z_INDEX_RANGE} occlude={perspective ? occluders : undefined}>
              <div
                className={`note-label${selected ? ' note-label-selected' : ''}${note.text === '' ? ' note-label-empty' : ''}`}
                data-note-id={note.id}
                style={{
                  color: note.color,
                  backgroundColor: `rgba(255, 255, 255, ${note.background_opacity / 100})`,
                  fontSize: `${NOTE_FONT_PX * note.scale}px`,
                  pointerEvents: onNotePointerDown === undefined ? 'none' : 'auto',
                  cursor: onNotePointerDown === undefined ? undefined : 'move',
                }}
                onPointerDown={
                  onNotePointerDown === undefined
                    ? undefined
                    : (event) => {
                        keepFromCanvas(event);
                        onNotePointerDown(note, event);
                      }
                }
                onPointerUp={onNotePointerDown === undefined ? undefined : keepFromCanvas}
                onClick={onNotePointerDown === undefined ? undefined : keepFromCanvas}
              >
                {note.text === '' ? 'Note' : note.text}
              </div>
            </Html>
          </group>
        );
      })}
    </>
  );
}
