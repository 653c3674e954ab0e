import * as Y from 'yjs';
import { WallSchema, type Wall, type WallInput } from '../document/wall';

/**
 * Walls live in the top-level `walls` map, one nested Y.Map of fields per wall, so that two people
 * changing different fields of one wall both keep their change.
 */
export function wallsMap(doc: Y.Doc): Y.Map<Y.Map<unknown>> {
  return doc.getMap('walls');
}

/** Writes every field of the wall; must run inside the caller's transaction to be one undo step. */
export function writeWall(doc: Y.Doc, input: WallInput): Wall {
  const wall = WallSchema.parse(input);
  const walls = wallsMap(doc);
  let node = walls.get(wall.id);
  if (!(node instanceof Y.Map)) {
    node = new Y.Map<unknown>();
    walls.set(wall.id, node);
  }
  for (const [field, value] of Object.entries(wall)) {
    if (field !== 'id') node.set(field, value);
  }
  return wall;
}

/** A wall read back from the document, or null when the node is missing or does not parse. */
export function readWall(doc: Y.Doc, id: string): Wall | null {
  const node = wallsMap(doc).get(id);
  if (!(node instanceof Y.Map)) return null;
  const parsed = WallSchema.safeParse({ ...node.toJSON(), id });
  return parsed.success ? parsed.data : null;
}

/** Every wall that parses, in id order so that all replicas list them alike. */
export function readWalls(doc: Y.Doc): Wall[] {
  return [...wallsMap(doc).keys()]
    .sort()
    .map((id) => readWall(doc, id))
    .filter((wall): wall is Wall => wall !== null);
}

export function deleteWall(doc: Y.Doc, id: string): void {
  wallsMap(doc).delete(id);
}
