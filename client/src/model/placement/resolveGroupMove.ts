import { addFloor, type FloorVector } from './floorVector';
import { findCollisions, type Collision } from './findCollisions';
import type { PlacementBody } from './placementBody';
import { MAX_PLACEMENT_ITERATIONS } from './placementConstants';
import type { PlacementScene } from './placementScene';
import { settleHeight } from './settleHeight';

export interface GroupMoveResult {
  /** Every member's new position, by id. */
  readonly positions: ReadonlyMap<string, PlacementBody['position']>;
  readonly resolved: boolean;
}

function shifted(body: PlacementBody, by: FloorVector): PlacementBody {
  const moved = addFloor(body.position, by);
  return { ...body, position: { ...body.position, x: moved.x, z: moved.z } };
}

/**
 * Moves several models together by `delta` on the floor plan, as one rigid group: they keep their
 * layout (no snapping, which would pull them apart), lifting members settle onto what is under
 * them (other members included), and the deepest collision of any member with the rest of the
 * scene pushes the whole group out, for at most 100 rounds. `scene` must not hold the members.
 */
export function resolveGroupMove(
  members: readonly PlacementBody[],
  scene: PlacementScene,
  delta: FloorVector,
): GroupMoveResult {
  let moved = members.map((member) => shifted(member, delta));
  const finish = (resolved: boolean): GroupMoveResult => ({
    positions: new Map(moved.map((member) => [member.id, member.position])),
    resolved,
  });
  for (let iteration = 0; iteration < MAX_PLACEMENT_ITERATIONS; iteration += 1) {
    const underfoot: PlacementScene = {
      ...scene,
      models: [...scene.models, ...moved.filter((member) => member.collision === 'block')],
    };
    moved = moved.map((member) =>
      member.collision === 'lift'
        ? {
            ...member,
            position: { ...member.position, y: settleHeight(member, member, underfoot) },
          }
        : member,
    );
    let worst: Collision | null = null;
    for (const member of moved) {
      for (const collision of findCollisions(member, member, scene)) {
        if (worst === null || collision.penetration.depth > worst.penetration.depth) worst = collision;
      }
    }
    if (worst === null) return finish(true);
    const push = worst.penetration.push;
    moved = moved.map((member) => shifted(member, push));
  }
  return finish(moved.every((member) => findCollisions(member, member, scene).length === 0));
}
