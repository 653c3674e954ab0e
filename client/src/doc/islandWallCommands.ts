import { createId, deleteNode, readNode, writeNode, type IslandWall } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { runCommand } from '../collab/runCommand';
import { islandWallAround, islandWallFromPoints } from '../model/walls/islandWallPlacement';
import type { FloorPoint } from '../model/wallGeometry';

/** Adds an island wall from `first` to `last` (height 34.5 in by default), as one transaction. */
export function addIslandWall(
  doc: Y.Doc,
  origin: unknown,
  first: FloorPoint,
  last: FloorPoint,
): IslandWall | null {
  const line = islandWallFromPoints(first, last);
  if (line === null) return null;
  let added: IslandWall | null = null;
  runCommand(doc, origin, 'Added island wall', () => {
    added = writeNode(doc, 'islandWall', { id: createId('islandWall'), ...line });
  });
  return added;
}

export interface IslandWallEdit {
  width?: number;
  angle?: number;
  height?: number;
}

export type IslandWallEditResult = { ok: true; islandWall: IslandWall } | { ok: false; message: string };

/**
 * Changes an island wall's width, angle or height about its centre, as one transaction. Island
 * walls join nothing, so no other node moves; a value that makes no island wall is refused and
 * nothing is written.
 */
export function editIslandWall(
  doc: Y.Doc,
  origin: unknown,
  id: string,
  edit: IslandWallEdit,
): IslandWallEditResult {
  const current = readNode(doc, 'islandWall', id);
  if (current === null) return { ok: false, message: 'This island wall no longer exists.' };
  const height = edit.height ?? current.height;
  const line = islandWallAround(current.position, edit.width ?? current.width, edit.angle ?? current.angle);
  if (line === null || !Number.isFinite(height) || height <= 0) {
    return { ok: false, message: 'Lengths must be greater than zero and angles finite.' };
  }
  let edited: IslandWall = current;
  runCommand(doc, origin, 'Changed island wall', () => {
    edited = writeNode(doc, 'islandWall', { ...current, ...line, height });
  });
  return { ok: true, islandWall: edited };
}

/** Deletes an island wall, as one transaction; false when there was none. */
export function deleteIslandWall(doc: Y.Doc, origin: unknown, id: string): boolean {
  if (readNode(doc, 'islandWall', id) === null) return false;
  runCommand(doc, origin, 'Deleted island wall', () => deleteNode(doc, 'islandWall', id));
  return true;
}
