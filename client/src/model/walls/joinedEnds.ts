import { floorDistance, WALL_ENDS, wallEnds, type WallEnd, type WallLine } from './wallEnds';
import { WALL_JOIN_DISTANCE } from './wallTolerances';

/**
 * Which end of `wall` meets which end of `neighbour`: the closest pair of ends, when they lie within
 * the join distance. Null when no ends meet, which a `connected` entry can claim after a peer's
 * concurrent edit; such a pair is then treated as not joined rather than trusted.
 */
export function joinedEnds(
  wall: WallLine,
  neighbour: WallLine,
): { wallEnd: WallEnd; neighbourEnd: WallEnd } | null {
  const ours = wallEnds(wall);
  const theirs = wallEnds(neighbour);
  let best: { wallEnd: WallEnd; neighbourEnd: WallEnd; distance: number } | null = null;
  for (const wallEnd of WALL_ENDS) {
    for (const neighbourEnd of WALL_ENDS) {
      const distance = floorDistance(ours[wallEnd], theirs[neighbourEnd]);
      if (best === null || distance < best.distance) best = { wallEnd, neighbourEnd, distance };
    }
  }
  if (best === null || best.distance > WALL_JOIN_DISTANCE) return null;
  return { wallEnd: best.wallEnd, neighbourEnd: best.neighbourEnd };
}
