import * as Y from 'yjs';
import { createUndoHistory } from '../../collab/createUndoHistory';

/** One person's replica with their undo history, as the editor has it. */
export function editorReplica() {
  const doc = new Y.Doc();
  const origin = { client: doc.clientID };
  return { doc, origin, history: createUndoHistory(doc, origin) };
}
