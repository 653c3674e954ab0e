import { METERS_PER_INCH, inches } from '@kitchensync/schemas';
import type { FloorPoint } from '../wallGeometry';
import { cabinetsCollide } from './cabinetsCollide';
import { MIN_FILLER_WIDTH_IN, fillCabinetRun } from './fillCabinetRun';
import type { LayoutCabinet, LayoutCabinetKind } from './layoutCabinet';
import type { CabinetLine, CornerCabinet, FillerStrip, LayoutCabinetSizes } from './layoutCabinetSizes';
import type { LayoutIslandWall } from './layoutIsland';
import type { LayoutWall, LayoutWallPlan } from './layoutWalls';

/** Floating-point slack when comparing lengths in meters. */
const EPSILON = 1e-9;

/** Something cabinets stand against: a wall (whose face is half its thickness out) or an island wall. */
interface Host {
  key: string;
  position: FloorPoint;
  angle: number;
  length: number;
  face: number;
}

/** The stretch of a host still free for a run of cabinets, from its start, in meters. */
interface Run {
  start: number;
  end: number;
}

interface Level {
  line: CabinetLine | null;
  corner: CornerCabinet | null;
  filler: FillerStrip | null;
  kinds: { run: LayoutCabinetKind; corner: LayoutCabinetKind; filler: LayoutCabinetKind };
}

function place(
  host: Host,
  kind: LayoutCabinetKind,
  offset: number,
  size: { width: number; depth: number; height: number; elevation: number },
  nominal: { width: number; height: number },
  across: number,
): LayoutCabinet {
  const along = offset + size.width / 2;
  const cos = Math.cos(host.angle);
  const sin = Math.sin(host.angle);
  return {
    kind,
    host: host.key,
    offset,
    nominalWidth: nominal.width,
    nominalHeight: nominal.height,
    dimensions: { width: size.width, height: size.height, depth: size.depth },
    position: {
      x: host.position.x + cos * along + sin * across,
      y: size.elevation,
      z: host.position.z - sin * along + cos * across,
    },
    rotationY: host.angle,
  };
}

/** Fills a run with standard widths from its start and closes what is left with a filler strip. */
function fillRun(host: Host, run: Run, line: CabinetLine, level: Level): LayoutCabinet[] {
  const length = run.end - run.start;
  if (length <= EPSILON) return [];
  const cabinets: LayoutCabinet[] = [];
  const height = inches(line.height);
  const elevation = inches(line.elevation);
  const depth = inches(line.depth);
  const filled = fillCabinetRun(length / METERS_PER_INCH, line.widths);
  let offset = run.start;
  for (const width of filled.widths) {
    const size = { width: inches(width), depth, height, elevation };
    cabinets.push(
      place(host, level.kinds.run, offset, size, { width, height: line.height }, host.face + depth / 2),
    );
    offset += size.width;
  }
  if (level.filler !== null && filled.filler >= MIN_FILLER_WIDTH_IN) {
    // Flush with the cabinets' fronts, where a filler strip is fixed.
    const fillerDepth = Math.min(inches(level.filler.depth), depth);
    const size = { width: Math.max(run.end - offset, 0), depth: fillerDepth, height, elevation };
    const across = host.face + depth - fillerDepth / 2;
    cabinets.push(
      place(host, level.kinds.filler, offset, size, { width: filled.filler, height: line.height }, across),
    );
  }
  return cabinets;
}

/** The tallest wall-cabinet line that hangs under the wall's top, or null when none does. */
function wallLineUnder(lines: readonly CabinetLine[], wallHeight: number): CabinetLine | null {
  let best: CabinetLine | null = null;
  for (const line of lines) {
    const fits = inches(line.elevation + line.height) <= wallHeight + EPSILON;
    if (fits && (best === null || line.height > best.height)) best = line;
  }
  return best;
}

/** A wall as a box, to keep cabinets out of walls they do not stand against (a galley's far wall). */
function wallBox(wall: LayoutWall): Pick<LayoutCabinet, 'position' | 'dimensions' | 'rotationY'> {
  const half = wall.length / 2;
  return {
    position: {
      x: wall.position.x + Math.cos(wall.angle) * half,
      y: 0,
      z: wall.position.z - Math.sin(wall.angle) * half,
    },
    dimensions: { width: wall.length, height: wall.height, depth: wall.thickness },
    rotationY: wall.angle,
  };
}

function hostOf(wall: LayoutWall): Host {
  return {
    key: wall.key,
    position: wall.position,
    angle: wall.angle,
    length: wall.length,
    face: wall.thickness / 2,
  };
}

/**
 * Where `incoming` meets `outgoing`, a square corner cabinet when the level has one that fits both
 * walls; otherwise the incoming run goes into the corner and the outgoing one starts past its depth,
 * so the two never overlap.
 */
function turnCorner(
  incoming: LayoutWall,
  outgoing: LayoutWall,
  runs: Map<string, Run>,
  level: Level,
  cornerFits: boolean,
): LayoutCabinet[] {
  const runIn = runs.get(incoming.key)!;
  const runOut = runs.get(outgoing.key)!;
  const innerEnd = incoming.length - outgoing.thickness / 2;
  const innerStart = incoming.thickness / 2;
  const corner = level.corner;
  if (corner !== null && cornerFits) {
    const size = inches(corner.size);
    if (innerEnd - size >= runIn.start - EPSILON && runOut.end - innerStart >= size - EPSILON) {
      runIn.end = Math.min(runIn.end, innerEnd - size);
      runOut.start = Math.max(runOut.start, innerStart + size);
      const box = {
        width: size,
        depth: size,
        height: inches(corner.height),
        elevation: inches(corner.elevation),
      };
      const nominal = { width: corner.size, height: corner.height };
      const host = hostOf(outgoing);
      return [place(host, level.kinds.corner, innerStart, box, nominal, host.face + size / 2)];
    }
  }
  runIn.end = Math.min(runIn.end, innerEnd);
  runOut.start = Math.max(runOut.start, innerStart + (level.line === null ? 0 : inches(level.line.depth)));
  return [];
}

/**
 * The style's starting cabinets for a layout's walls (meters): base cabinets along every wall with a
 * corner base where two walls meet, wall cabinets above them where the wall is tall enough, and the
 * island's base cabinets facing the main wall. Each run takes standard widths and a filler for the
 * rest. A cabinet that would take up another's space or a wall's (a galley too narrow for two runs)
 * is left out.
 */
export function layoutCabinets(
  plan: LayoutWallPlan,
  island: LayoutIslandWall | null,
  sizes: LayoutCabinetSizes,
): LayoutCabinet[] {
  const walls = new Map(plan.walls.map((wall) => [wall.key, wall]));
  // A run stops at the face of the wall it meets, whichever corner is decided first.
  const faces = new Map(plan.walls.map((wall) => [wall.key, { start: 0, end: wall.length }]));
  for (const { incoming, outgoing } of plan.corners) {
    const from = walls.get(incoming)!;
    const to = walls.get(outgoing)!;
    faces.get(incoming)!.end = from.length - to.thickness / 2;
    faces.get(outgoing)!.start = from.thickness / 2;
  }
  const baseRuns = new Map([...faces].map(([key, run]) => [key, { ...run }]));
  const wallRuns = new Map([...faces].map(([key, run]) => [key, { ...run }]));
  const base: Level = {
    line: sizes.base,
    corner: sizes.baseCorner,
    filler: sizes.baseFiller,
    kinds: { run: 'base', corner: 'baseCorner', filler: 'baseFiller' },
  };
  const wallLevel = (line: CabinetLine | null): Level => ({
    line,
    corner: sizes.wallCorner,
    filler: sizes.wallFiller,
    kinds: { run: 'wall', corner: 'wallCorner', filler: 'wallFiller' },
  });

  const planned: LayoutCabinet[] = [];
  for (const { incoming, outgoing } of plan.corners) {
    const from = walls.get(incoming)!;
    const to = walls.get(outgoing)!;
    planned.push(...turnCorner(from, to, baseRuns, base, true));
    const lower = Math.min(from.height, to.height);
    const line = wallLineUnder(sizes.wall, lower);
    const cornerFits =
      sizes.wallCorner !== null &&
      inches(sizes.wallCorner.elevation + sizes.wallCorner.height) <= lower + EPSILON &&
      wallLineUnder(sizes.wall, from.height) !== null &&
      wallLineUnder(sizes.wall, to.height) !== null;
    planned.push(...turnCorner(from, to, wallRuns, wallLevel(line), cornerFits));
  }
  for (const wall of plan.walls) {
    const host = hostOf(wall);
    if (sizes.base !== null) planned.push(...fillRun(host, baseRuns.get(wall.key)!, sizes.base, base));
    const line = wallLineUnder(sizes.wall, wall.height);
    if (line !== null) planned.push(...fillRun(host, wallRuns.get(wall.key)!, line, wallLevel(line)));
  }
  if (island !== null && sizes.base !== null) {
    const host = {
      key: island.key,
      position: island.firstPoint,
      angle: island.angle,
      length: island.width,
      face: 0,
    };
    planned.push(...fillRun(host, { start: 0, end: island.width }, sizes.base, base));
  }

  const solids = plan.walls.map(wallBox);
  const kept: LayoutCabinet[] = [];
  for (const cabinet of planned) {
    const blocked = [...solids, ...kept].some((other) => cabinetsCollide(cabinet, other));
    if (!blocked) kept.push(cabinet);
  }
  return kept;
}
