import { createId, writeNode, type FloorPoint, type Note } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { runCommand } from '../../collab/runCommand';
import { noteRules } from './noteRules';

/**
 * Pins a new note on the floor at `at` (dark red text on an opaque background, the schema's
 * defaults), as one transaction, and returns it.
 */
export function addNote(doc: Y.Doc, origin: unknown, at: FloorPoint, text = ''): Note {
  noteRules.requirePoint(at);
  noteRules.requireText(text);
  return runCommand(doc, origin, 'Added note', () =>
    writeNode(doc, 'note', { id: createId('note'), position: { x: at.x, y: 0, z: at.z }, text }),
  );
}
