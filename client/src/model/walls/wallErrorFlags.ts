import { collidingWallIds, type CollisionWall } from './collidingWallIds';

/**
 * The walls whose `error` flag is wrong for this configuration, with the flag corrected: a wall is
 * flagged exactly when it collides with a wall it is not connected to.
 */
export function wallErrorFlags<W extends CollisionWall & { error: boolean }>(walls: readonly W[]): W[] {
  const flagged = collidingWallIds(walls);
  return walls
    .filter((wall) => wall.error !== flagged.has(wall.id))
    .map((wall) => ({ ...wall, error: flagged.has(wall.id) }));
}
