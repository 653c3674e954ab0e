import type { CollisionWall } from './collidingWallIds';
import { wallErrorFlags } from './wallErrorFlags';

/**
 * What deleting a wall changes in the others: every wall that listed it (whichever side recorded the
 * connection) loses it from `connected`, and walls that only collided with it lose their `error`
 * flag. Answers the changed walls; the deleted wall itself is the caller's to remove.
 */
export function wallsAfterDeletion<W extends CollisionWall & { error: boolean }>(
  walls: readonly W[],
  id: string,
): W[] {
  const changed = new Map<string, W>();
  const remaining = walls
    .filter((wall) => wall.id !== id)
    .map((wall) => {
      if (!wall.connected.includes(id)) return wall;
      const unlinked = { ...wall, connected: wall.connected.filter((other) => other !== id) };
      changed.set(wall.id, unlinked);
      return unlinked;
    });
  for (const wall of wallErrorFlags(remaining)) changed.set(wall.id, wall);
  return [...changed.values()];
}
