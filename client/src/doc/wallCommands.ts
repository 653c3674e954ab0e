import {
  createId,
  readWall,
  readWalls,
  WALL_DEFAULT_THICKNESS,
  writeWall,
  type Wall,
} from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { runCommand } from '../collab/runCommand';
import { wallErrorFlags } from '../model/walls/wallErrorFlags';
import type { FloorPoint } from '../model/wallGeometry';
import { wallFromPoints } from '../model/wallGeometry';

/**
 * Adds a wall from `start` to `end` as one transaction, so it is one undo step and one update on
 * the wire. When `connectTo` names an existing wall the two are joined both ways; `connectEndTo`
 * joins the new wall's end to another (the end was snapped onto that wall's end, closing a room).
 * A wall drawn across another is kept but both are flagged `error`. `thickness` is the person's
 * default wall depth setting.
 */
export function addWall(
  doc: Y.Doc,
  origin: unknown,
  start: FloorPoint,
  end: FloorPoint,
  connectTo: string | null,
  connectEndTo: string | null = null,
  thickness: number = WALL_DEFAULT_THICKNESS,
): Wall | null {
  const placement = wallFromPoints(start, end);
  if (placement === null) return null;
  let added: Wall | null = null;
  runCommand(doc, origin, 'Added wall', () => {
    const id = createId('wall');
    const neighbours = [...new Set([connectTo, connectEndTo])]
      .filter((other): other is string => other !== null)
      .map((other) => readWall(doc, other))
      .filter((other): other is Wall => other !== null);
    added = writeWall(doc, {
      id,
      position: placement.position,
      dimensions: { x: placement.dimensions.x, z: thickness },
      angle: placement.angle,
      connected: neighbours.map((neighbour) => neighbour.id),
    });
    for (const neighbour of neighbours)
      writeWall(doc, { ...neighbour, connected: [...neighbour.connected, id] });
    for (const flagged of wallErrorFlags(readWalls(doc))) {
      writeWall(doc, flagged);
      if (flagged.id === id) added = flagged;
    }
  });
  return added;
}
