import { joinedEnds } from './joinedEnds';
import type { WallEnd, WallLine } from './wallEnds';

/** What the wall graph needs of a wall: its centre line, id and the ids it is connected to. */
export interface GraphWall extends WallLine {
  id: string;
  connected: readonly string[];
}

export interface WallEndRef {
  id: string;
  end: WallEnd;
}

/**
 * The joints of a set of walls: wall ends that `connected` joins (either wall may list the other)
 * and that actually meet. Each joint is numbered; every wall end belongs to exactly one joint, a
 * free end to a joint of its own.
 */
export interface WallGraph {
  readonly walls: ReadonlyMap<string, GraphWall>;
  jointOf(ref: WallEndRef): number;
  /** The wall ends at a joint. */
  endsAt(joint: number): readonly WallEndRef[];
  /** Whether another wall's end shares this end's joint. */
  isJoined(ref: WallEndRef): boolean;
}

function key(ref: WallEndRef): string {
  return `${ref.id}:${ref.end}`;
}

export function buildWallGraph(walls: readonly GraphWall[]): WallGraph {
  const byId = new Map(walls.map((wall) => [wall.id, wall]));
  const parent = new Map<string, string>();
  const find = (item: string): string => {
    let root = item;
    while (parent.get(root) !== root) root = parent.get(root)!;
    // Path compression keeps later finds short on long chains of walls.
    let current = item;
    while (current !== root) {
      const next = parent.get(current)!;
      parent.set(current, root);
      current = next;
    }
    return root;
  };
  for (const wall of walls) {
    parent.set(key({ id: wall.id, end: 'start' }), key({ id: wall.id, end: 'start' }));
    parent.set(key({ id: wall.id, end: 'end' }), key({ id: wall.id, end: 'end' }));
  }
  for (const wall of walls) {
    for (const neighbourId of wall.connected) {
      const neighbour = byId.get(neighbourId);
      if (neighbour === undefined || neighbour.id === wall.id) continue;
      const ends = joinedEnds(wall, neighbour);
      if (ends === null) continue;
      const a = find(key({ id: wall.id, end: ends.wallEnd }));
      const b = find(key({ id: neighbour.id, end: ends.neighbourEnd }));
      if (a !== b) parent.set(a, b);
    }
  }
  const jointNumbers = new Map<string, number>();
  const members: WallEndRef[][] = [];
  const numberOf = new Map<string, number>();
  for (const wall of walls) {
    for (const end of ['start', 'end'] as const) {
      const ref = { id: wall.id, end };
      const root = find(key(ref));
      let joint = jointNumbers.get(root);
      if (joint === undefined) {
        joint = members.length;
        jointNumbers.set(root, joint);
        members.push([]);
      }
      members[joint]!.push(ref);
      numberOf.set(key(ref), joint);
    }
  }
  const jointOf = (ref: WallEndRef): number => {
    const joint = numberOf.get(key(ref));
    if (joint === undefined) throw new Error(`No wall ${ref.id} in this graph`);
    return joint;
  };
  return {
    walls: byId,
    jointOf,
    endsAt: (joint) => members[joint] ?? [],
    isJoined: (ref) => (members[jointOf(ref)]?.length ?? 0) > 1,
  };
}
