import type * as Y from 'yjs';
import type { Wall, WallInput } from '../document/wall';
import { deleteNode } from './deleteNode';
import { nodesMap } from './nodesMap';
import { readNode } from './readNode';
import { readNodes } from './readNodes';
import { writeNode } from './writeNode';

/**
 * The wall-only names the client and the collab-server were written against; the generic node
 * functions carry the rules.
 */
export function wallsMap(doc: Y.Doc): Y.Map<Y.Map<unknown>> {
  return nodesMap(doc, 'wall');
}

/** Writes the wall's changed fields; must run inside the caller's transaction to be one undo step. */
export function writeWall(doc: Y.Doc, input: WallInput): Wall {
  return writeNode(doc, 'wall', input);
}

/** A wall read back from the document, or null when the node is missing or does not parse. */
export function readWall(doc: Y.Doc, id: string): Wall | null {
  return readNode(doc, 'wall', id);
}

/** Every wall that parses, in id order so that all replicas list them alike. */
export function readWalls(doc: Y.Doc): Wall[] {
  return readNodes(doc, 'wall');
}

export function deleteWall(doc: Y.Doc, id: string): void {
  deleteNode(doc, 'wall', id);
}
