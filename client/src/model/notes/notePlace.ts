import type { Note } from '@kitchensync/schemas';

/** Where a note's label shows: where it was dragged to (`position_override`), else its own point. */
export function notePlace(note: Pick<Note, 'position' | 'position_override'>): Note['position'] {
  return note.position_override ?? note.position;
}
