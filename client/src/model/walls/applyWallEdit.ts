import { MIN_WALL_LENGTH, type FloorPoint } from '../wallGeometry';
import { collidingWallIds, collidingWallPairs, type CollisionWall } from './collidingWallIds';
import { otherEnd, wallEnds, type WallEnd } from './wallEnds';
import { WALL_EDIT_REFUSAL_MESSAGES, type WallEditRefusal } from './wallEditRefusal';
import { buildWallGraph, type WallGraph } from './wallGraph';
import { WALL_LOOP_LIMIT, WALL_TOLERANCE } from './wallTolerances';

/** What the edit needs of a wall; the document's `Wall` is one. */
export interface EditableWall extends CollisionWall {
  dimensions: { x: number; y: number; z: number };
  error: boolean;
}

/** The new values for one wall, meters and radians; absent fields stay as they are. */
export interface WallEdit {
  length?: number;
  height?: number;
  thickness?: number;
  angle?: number;
}

export type WallEditResult<W extends EditableWall> =
  | {
      ok: true;
      /** Every wall after the edit, in the order given. */
      walls: W[];
      /** The walls that differ from before (moved, resized or with a new `error` flag). */
      changed: W[];
    }
  | { ok: false; reason: WallEditRefusal; message: string };

const FULL_TURN = 2 * Math.PI;
/** Sine of the largest angle between two directions still counted as parallel. */
const PARALLEL_SINE = 1e-6;

function refuse(reason: WallEditRefusal): { ok: false; reason: WallEditRefusal; message: string } {
  return { ok: false, reason, message: WALL_EDIT_REFUSAL_MESSAGES[reason] };
}

function normalisedAngle(angle: number): number {
  const turned = angle % FULL_TURN;
  return turned < 0 ? turned + FULL_TURN : turned;
}

function angleDifference(a: number, b: number): number {
  const difference = Math.abs(normalisedAngle(a) - normalisedAngle(b));
  return Math.min(difference, FULL_TURN - difference);
}

function direction(angle: number): FloorPoint {
  return { x: Math.cos(angle), z: -Math.sin(angle) };
}

function isParallel(angle: number, delta: FloorPoint): boolean {
  const along = direction(angle);
  const size = Math.hypot(delta.x, delta.z);
  return Math.abs(along.x * delta.z - along.z * delta.x) <= PARALLEL_SINE * size;
}

/**
 * The joints that move with `movingJoint` when the walls in `rigid` keep their shape: everything
 * reachable from it through those walls. Null when the walk reaches `anchorJoint` (the joints are
 * tied together, so they cannot move apart) or exceeds the loop limit (answered as 'limit').
 */
function jointsMovingWith(
  graph: WallGraph,
  rigid: (id: string) => boolean,
  movingJoint: number,
  anchorJoint: number,
): Set<number> | 'tied' | 'limit' {
  const reached = new Set([movingJoint]);
  const queue = [movingJoint];
  let steps = 0;
  while (queue.length > 0) {
    if (++steps > WALL_LOOP_LIMIT) return 'limit';
    const joint = queue.shift()!;
    for (const ref of graph.endsAt(joint)) {
      if (!rigid(ref.id)) continue;
      const next = graph.jointOf({ id: ref.id, end: otherEnd(ref.end) });
      if (next === anchorJoint) return 'tied';
      if (!reached.has(next)) {
        reached.add(next);
        queue.push(next);
      }
    }
  }
  return reached;
}

function sameGeometry(a: EditableWall, b: EditableWall): boolean {
  return (
    a.position.x === b.position.x &&
    a.position.z === b.position.z &&
    a.angle === b.angle &&
    a.dimensions.x === b.dimensions.x &&
    a.dimensions.y === b.dimensions.y &&
    a.dimensions.z === b.dimensions.z
  );
}

/**
 * Applies a length, height, thickness or angle edit to one wall and moves the walls joined to it so
 * that every joint stays joined, or refuses the edit and changes nothing.
 *
 * - The wall keeps one end in place, the anchor: `options.anchor` when given (a dragged end moves,
 *   the other stays), else its only joined end, else its start (the point its `position` names). Length and angle change about that end, so a wall joined at one end rotates
 *   about its joint and its neighbour need not move.
 * - A wall with more than one connection cannot be rotated (spec 002, wall editing).
 * - Walls joined beyond the moving end are translated with it, keeping their length and angle. When
 *   they are also tied back to the anchor (a closed room), the walls lying along the move are
 *   stretched instead; if that still cannot keep the joints, the edit is refused.
 * - Thickness grows about the centre line, so it moves no joint; like every edit it is refused when
 *   it makes a wall collide with a wall it did not collide with before.
 * - `options.join` connects the edited wall to another (both ways) as part of the edit.
 * - The `error` flag of every wall is set anew: a wall is flagged when it collides with another.
 */
export function applyWallEdit<W extends EditableWall>(
  walls: readonly W[],
  id: string,
  edit: WallEdit,
  options: {
    anchor?: WallEnd;
    /** Connects the edited wall to this one as well (its moved end was snapped onto that wall's end). */
    join?: string;
  } = {},
): WallEditResult<W> {
  const wall = walls.find((candidate) => candidate.id === id);
  if (wall === undefined) return refuse('missingWall');
  const length = edit.length ?? wall.dimensions.x;
  const height = edit.height ?? wall.dimensions.y;
  const thickness = edit.thickness ?? wall.dimensions.z;
  const requestedAngle = edit.angle === undefined ? wall.angle : normalisedAngle(edit.angle);
  if (!Number.isFinite(length) || length < MIN_WALL_LENGTH) return refuse('invalidValue');
  if (!Number.isFinite(height) || height <= 0) return refuse('invalidValue');
  if (!Number.isFinite(thickness) || thickness <= 0) return refuse('invalidValue');
  if (!Number.isFinite(requestedAngle)) return refuse('invalidValue');

  const byId = new Map(walls.map((candidate) => [candidate.id, candidate]));
  const neighbours = new Set(wall.connected.filter((other) => other !== id && byId.has(other)));
  const rotates = angleDifference(requestedAngle, wall.angle) > WALL_TOLERANCE;
  if (rotates && neighbours.size > 1) return refuse('rotationWithTwoConnections');
  // An angle within the tolerance of the stored one is the same angle typed back, not a rotation.
  const angle = rotates ? requestedAngle : wall.angle;

  const graph = buildWallGraph(walls);
  const anchor: WallEnd =
    options.anchor ??
    (!graph.isJoined({ id, end: 'start' }) && graph.isJoined({ id, end: 'end' }) ? 'end' : 'start');
  const ends = wallEnds(wall);
  const along = direction(angle);
  const anchorPoint = ends[anchor];
  const sign = anchor === 'start' ? 1 : -1;
  const movedPoint = {
    x: anchorPoint.x + sign * along.x * length,
    z: anchorPoint.z + sign * along.z * length,
  };
  const moving = otherEnd(anchor);
  const delta = { x: movedPoint.x - ends[moving].x, z: movedPoint.z - ends[moving].z };
  const start = anchor === 'start' ? anchorPoint : movedPoint;
  const edited: W = {
    ...wall,
    position: { x: start.x, z: start.z },
    angle,
    dimensions: { ...wall.dimensions, x: length, y: height, z: thickness },
  };

  let movedJoints = new Set<number>();
  if (Math.hypot(delta.x, delta.z) > WALL_TOLERANCE) {
    const movingJoint = graph.jointOf({ id, end: moving });
    const anchorJoint = graph.jointOf({ id, end: anchor });
    let found = jointsMovingWith(graph, (other) => other !== id, movingJoint, anchorJoint);
    if (found === 'tied') {
      found = jointsMovingWith(
        graph,
        (other) => other !== id && !isParallel(byId.get(other)!.angle, delta),
        movingJoint,
        anchorJoint,
      );
    }
    if (found === 'limit') return refuse('tooManyWalls');
    if (found === 'tied') return refuse('connectedCannotFollow');
    movedJoints = found;
  }

  const after: W[] = [];
  for (const other of walls) {
    if (other.id === id) {
      after.push(edited);
      continue;
    }
    const startMoves = movedJoints.has(graph.jointOf({ id: other.id, end: 'start' }));
    const endMoves = movedJoints.has(graph.jointOf({ id: other.id, end: 'end' }));
    if (!startMoves && !endMoves) {
      after.push(other);
      continue;
    }
    const otherEnds = wallEnds(other);
    const newStart = startMoves
      ? { x: otherEnds.start.x + delta.x, z: otherEnds.start.z + delta.z }
      : otherEnds.start;
    const newEnd = endMoves ? { x: otherEnds.end.x + delta.x, z: otherEnds.end.z + delta.z } : otherEnds.end;
    const otherAlong = direction(other.angle);
    const span = { x: newEnd.x - newStart.x, z: newEnd.z - newStart.z };
    const newLength = span.x * otherAlong.x + span.z * otherAlong.z;
    if (startMoves !== endMoves && (!isParallel(other.angle, span) || newLength < MIN_WALL_LENGTH)) {
      return refuse('connectedCannotFollow');
    }
    after.push({
      ...other,
      position: { x: newStart.x, z: newStart.z },
      dimensions: { ...other.dimensions, x: startMoves === endMoves ? other.dimensions.x : newLength },
    });
  }

  const join = options.join;
  if (join !== undefined && join !== id && byId.has(join)) {
    after.forEach((next, index) => {
      const other = next.id === id ? join : next.id === join ? id : null;
      if (other !== null && !next.connected.includes(other)) {
        after[index] = { ...next, connected: [...next.connected, other] };
      }
    });
  }

  const before = collidingWallPairs(walls);
  for (const pair of collidingWallPairs(after)) {
    if (!before.has(pair)) return refuse('collision');
  }
  const flagged = collidingWallIds(after);
  const result = after.map((next) =>
    next.error === flagged.has(next.id) ? next : { ...next, error: flagged.has(next.id) },
  );
  const changed = result.filter((next, index) => {
    const previous = walls[index]!;
    return (
      previous.error !== next.error || previous.connected !== next.connected || !sameGeometry(previous, next)
    );
  });
  return { ok: true, walls: result, changed };
}
