import { INCH } from '../modelParts/cabinetMeasures';
import type { ModelBox } from '../modelParts/ModelBox';
import { circleSegments, polylineSegments, type PlanPoint, type PlanSegment } from './PlanSegment';

/** A double bowl from this width of sink cabinet up, as the standard 33" double sink needs. */
const DOUBLE_FROM = 33 * INCH;
const SIDE_MARGIN = 3 * INCH;
const FRONT_MARGIN = 3 * INCH;
const BACK_MARGIN = 5 * INCH;
const DIVIDER = 2 * INCH;
const CORNER = 1.5 * INCH;
const DRAIN = 1 * INCH;
const FAUCET = 1 * INCH;

/** A rectangle with its corners rounded by `radius`, as a closed polyline. */
function roundedRect(x0: number, z0: number, x1: number, z1: number, radius: number): PlanSegment[] {
  const r = Math.min(radius, (x1 - x0) / 2, (z1 - z0) / 2);
  const points: PlanPoint[] = [];
  const corners = [
    { x: x1 - r, z: z1 - r, from: 0 },
    { x: x0 + r, z: z1 - r, from: Math.PI / 2 },
    { x: x0 + r, z: z0 + r, from: Math.PI },
    { x: x1 - r, z: z0 + r, from: (3 * Math.PI) / 2 },
  ];
  for (const corner of corners) {
    for (let step = 0; step <= 4; step += 1) {
      const turn = corner.from + (step / 4) * (Math.PI / 2);
      points.push({ x: corner.x + r * Math.cos(turn), z: corner.z + r * Math.sin(turn) });
    }
  }
  return polylineSegments(points, true);
}

/** What the plan draws of a sink: the bowls (one list each), their drains and the faucet behind them. */
export interface SinkSymbol {
  bowls: PlanSegment[][];
  fittings: PlanSegment[];
}

/**
 * A sink seen from above, inside a sink cabinet's (or a sink's own) footprint: one bowl, or two
 * side by side from 33" wide, set 3" in from the sides and front and 5" from the back where the
 * faucet stands; each bowl with its drain. Nothing for a box too small to hold a bowl.
 */
export function sinkBowls(box: ModelBox): SinkSymbol {
  const x0 = box.x0 + Math.min(SIDE_MARGIN, box.width / 8);
  const x1 = box.x1 - Math.min(SIDE_MARGIN, box.width / 8);
  const z0 = box.z0 + Math.min(BACK_MARGIN, box.depth / 5);
  const z1 = box.z1 - Math.min(FRONT_MARGIN, box.depth / 8);
  if (!(x1 - x0 > 2 * CORNER && z1 - z0 > 2 * CORNER)) return { bowls: [], fittings: [] };
  const spans: [number, number][] =
    box.width >= DOUBLE_FROM
      ? [
          [x0, (x0 + x1) / 2 - DIVIDER / 2],
          [(x0 + x1) / 2 + DIVIDER / 2, x1],
        ]
      : [[x0, x1]];
  const bowls = spans.map(([left, right]) => roundedRect(left, z0, right, z1, CORNER));
  const drainRadius = Math.min(DRAIN, (z1 - z0) / 6);
  const fittings = spans.flatMap(([left, right]) =>
    circleSegments({ x: (left + right) / 2, z: (z0 + z1) / 2 }, drainRadius, 12),
  );
  const faucetZ = (box.z0 + z0) / 2;
  fittings.push(...circleSegments({ x: 0, z: faucetZ }, Math.min(FAUCET, (z0 - box.z0) / 3), 12));
  return { bowls, fittings };
}
