import type { GraphWall } from './wallGraph';
import type { SolidWallLine } from './wallFootprint';
import { wallsOverlap } from './wallsOverlap';

export type CollisionWall = GraphWall & SolidWallLine;

function connectedEitherWay(a: CollisionWall, b: CollisionWall): boolean {
  return a.connected.includes(b.id) || b.connected.includes(a.id);
}

/**
 * The pairs of walls that collide: their footprints overlap and they are not connected. Connected
 * walls overlap at their corner by construction, so their overlap is the joint, not a collision.
 * Pairs are keyed `a|b` with the smaller id first, so two configurations can be compared.
 */
export function collidingWallPairs(walls: readonly CollisionWall[]): Set<string> {
  const pairs = new Set<string>();
  for (let i = 0; i < walls.length; i++) {
    for (let j = i + 1; j < walls.length; j++) {
      const a = walls[i]!;
      const b = walls[j]!;
      if (connectedEitherWay(a, b) || !wallsOverlap(a, b)) continue;
      pairs.add(a.id < b.id ? `${a.id}|${b.id}` : `${b.id}|${a.id}`);
    }
  }
  return pairs;
}

/** The ids of every wall that collides with another; these are the walls flagged `error`. */
export function collidingWallIds(walls: readonly CollisionWall[]): Set<string> {
  const ids = new Set<string>();
  for (const pair of collidingWallPairs(walls)) {
    for (const id of pair.split('|')) ids.add(id);
  }
  return ids;
}
