import type { FloorPoint, Note } from '@kitchensync/schemas';
import { useThree } from '@react-three/fiber';
import { useRef, type PointerEvent as ReactPointerEvent } from 'react';
import { Raycaster } from 'three';
import type * as Y from 'yjs';
import { moveNote } from '../../doc/noteCommands/moveNote';
import { notePlace } from '../../model/notes/notePlace';
import { NoteRenderer } from '../../scene/NoteRenderer';
import type { ViewMode } from '../../scene/ViewMode';
import { useSelection } from '../../session/useSelection';
import { attemptNoteCommand } from './attemptNoteCommand';
import { FLOOR_PLANE, pointOnPlane } from '../../scene/pointOnPlane';
import { useWindowDrag } from '../useWindowDrag';

/** A press that travels less than this many pixels is a click, not a drag. */
const DRAG_THRESHOLD_PX = 4;

interface NoteDrag {
  note: Note;
  label: HTMLElement;
  pointerId: number;
  startClient: { x: number; y: number };
  moved: boolean;
}

export interface EditableNotesProps {
  doc: Y.Doc;
  origin: unknown;
  notes: readonly Note[];
  viewMode: ViewMode;
  /** Whether labels take presses (off while a drawing or placing tool takes the clicks). */
  selectable: boolean;
}

/**
 * The notes for an editor: a press on a label selects the note (Shift adds it to the selection), and
 * in the top view dragging the label moves the note. The drag moves the label itself (a DOM
 * element) through its style, never through React state; the release commits one move command.
 */
export function EditableNotes({ doc, origin, notes, viewMode, selectable }: EditableNotesProps) {
  const get = useThree((state) => state.get);
  const drag = useRef<NoteDrag | null>(null);
  const windowDrag = useWindowDrag();
  const raycaster = useRef(new Raycaster());

  const floorAt = (clientX: number, clientY: number): FloorPoint | null => {
    const { camera, gl } = get();
    return pointOnPlane({ camera, canvas: gl.domElement }, raycaster.current, FLOOR_PLANE, clientX, clientY);
  };

  const onPointerMove = (event: PointerEvent) => {
    const current = drag.current;
    if (current === null || event.pointerId !== current.pointerId) return;
    const dx = event.clientX - current.startClient.x;
    const dy = event.clientY - current.startClient.y;
    if (!current.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
    current.moved = true;
    current.label.style.translate = `${dx}px ${dy}px`;
  };

  const onPointerUp = (event: PointerEvent) => {
    const current = drag.current;
    if (current === null || event.pointerId !== current.pointerId) return;
    windowDrag.stop();
    drag.current = null;
    current.label.style.translate = '';
    if (!current.moved) return;
    const from = floorAt(current.startClient.x, current.startClient.y);
    const to = floorAt(event.clientX, event.clientY);
    if (from === null || to === null) return;
    const place = notePlace(current.note);
    attemptNoteCommand(() =>
      moveNote(doc, origin, current.note.id, { x: place.x + to.x - from.x, z: place.z + to.z - from.z }),
    );
  };

  const press = (note: Note, event: ReactPointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    if (event.shiftKey) useSelection.getState().toggle(note.id);
    else useSelection.getState().select([note.id]);
    if (viewMode !== 'top') return;
    windowDrag.stop();
    drag.current = {
      note,
      label: event.currentTarget,
      pointerId: event.pointerId,
      startClient: { x: event.clientX, y: event.clientY },
      moved: false,
    };
    windowDrag.follow(onPointerMove, onPointerUp);
  };

  return <NoteRenderer notes={notes} onNotePointerDown={selectable ? press : undefined} />;
}
