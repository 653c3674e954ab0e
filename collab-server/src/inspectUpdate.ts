import * as Y from 'yjs';
import { isRedundantUpdate } from './isRedundantUpdate';
import { touchesRootType } from './touchesRootType';

export interface UpdateInspection {
  /** Applying it would change nothing: see isRedundantUpdate. */
  redundant: boolean;
  /** It writes to the top-level type asked about (false when redundant): see touchesRootType. */
  touchesRoot: boolean;
}

/**
 * What the server must know of a client's update before appending it, from one decode of it: both
 * checks run on every update a client sends. Throws when the update does not decode.
 */
export function inspectUpdate(doc: Y.Doc, update: Uint8Array, rootName: string): UpdateInspection {
  const decoded = Y.decodeUpdate(update);
  const redundant = isRedundantUpdate(doc, update, decoded);
  return { redundant, touchesRoot: !redundant && touchesRootType(doc, update, rootName, decoded) };
}
