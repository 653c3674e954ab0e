import { createId, readWall, writeWall, type Wall } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { runCommand } from '../collab/runCommand';
import type { FloorPoint } from '../model/wallGeometry';
import { wallFromPoints } from '../model/wallGeometry';

/**
 * Adds a wall from `start` to `end` as one transaction, so it is one undo step and one update on
 * the wire. When `connectTo` names an existing wall the two are joined both ways.
 */
export function addWall(
  doc: Y.Doc,
  origin: unknown,
  start: FloorPoint,
  end: FloorPoint,
  connectTo: string | null,
): Wall | null {
  const placement = wallFromPoints(start, end);
  if (placement === null) return null;
  let added: Wall | null = null;
  runCommand(doc, origin, 'Added wall', () => {
    const previous = connectTo === null ? null : readWall(doc, connectTo);
    const id = createId('wall');
    added = writeWall(doc, {
      id,
      position: placement.position,
      dimensions: { x: placement.dimensions.x },
      angle: placement.angle,
      connected: previous === null ? [] : [previous.id],
    });
    if (previous !== null) writeWall(doc, { ...previous, connected: [...previous.connected, id] });
  });
  return added;
}
