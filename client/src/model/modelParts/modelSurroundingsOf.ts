import type { PlacedModel } from '@kitchensync/schemas';
import { dotFloor, subtractFloor, type FloorVector } from '../placement/floorVector';
import { rectAxes, rectCorners } from '../placement/orientedRect';
import { modelFootprint } from '../placement/modelFootprint';
import { sinkHostOf } from '../placement/sinkHostOf';
import { angleBetween } from '../placement/turnAngle';
import { CABINET_MEASURES, INCH } from './cabinetMeasures';
import type { FloorRect } from './FloorRect';
import { drawsCountertop } from './modelTrim';
import { NO_SURROUNDINGS, type BridgingCountertop, type ModelSurroundings } from './ModelSurroundings';

/** Models this far apart (sides, backs, heights) still count as one run: what a drop leaves between them. */
const RUN_TOLERANCE = 0.01;
/** Backs this far apart are still one row along a wall (a dishwasher a little proud of its cabinets). */
const ROW_TOLERANCE = 2 * INCH;
/** How far above an appliance's top its neighbours' countertop may start and still cover it. */
const MAX_GAP_UNDER_COUNTERTOP = 3 * INCH;
/** Standing on the floor: within this of it. */
const ON_FLOOR = 0.02;
/** Appliance kinds that are never under a counter: a range interrupts the countertop, a hood hangs. */
const NOT_UNDER_COUNTER: readonly string[] = ['range and oven', 'hood', 'microwave'];

function isUnderCounterAppliance(model: PlacedModel): boolean {
  return (
    model.modelType === 'appliance' &&
    !NOT_UNDER_COUNTER.includes(model.applianceType ?? 'other') &&
    Math.abs(model.position.y) <= ON_FLOOR
  );
}

/** A cooktop: a range-and-oven appliance standing off the floor (a range stands on it). */
function isCooktop(model: PlacedModel): boolean {
  return (
    model.modelType === 'appliance' && model.applianceType === 'range and oven' && model.position.y > ON_FLOOR
  );
}

/** How far a cooktop's top reaches past its cut-out on each side, resting on the countertop. */
const COOKTOP_RIM = INCH;

/** A floor point in `model`'s own frame (x across its width, z from back to front). */
function inFrameOf(model: PlacedModel, point: FloorVector): FloorVector {
  const { u, v } = rectAxes(model.rotation.y);
  const offset = subtractFloor(point, model.position);
  return { x: dotFloor(offset, u), z: dotFloor(offset, v) };
}

/**
 * The countertop of the cabinets beside an under-counter appliance, laid over it: from a neighbour
 * carrying a countertop, facing the same way, in the same row, side by side within a centimetre,
 * whose top is at or just above the appliance's. The highest such neighbour sets the slab.
 */
function bridgingCountertop(
  appliance: PlacedModel,
  models: readonly PlacedModel[],
): BridgingCountertop | null {
  const own = appliance.dimensions;
  const ownTop = appliance.position.y + own.height;
  let best: { top: number; slab: BridgingCountertop } | null = null;
  for (const neighbour of models) {
    if (neighbour === appliance || !drawsCountertop(neighbour)) continue;
    if (angleBetween(neighbour.rotation.y, appliance.rotation.y) > 1e-3) continue;
    const { width, depth, height } = neighbour.dimensions;
    const centre = inFrameOf(appliance, neighbour.position);
    const back = centre.z - depth / 2;
    if (Math.abs(back + own.depth / 2) > ROW_TOLERANCE) continue;
    const gap = Math.abs(centre.x) - (width + own.width) / 2;
    if (gap < -RUN_TOLERANCE || gap > RUN_TOLERANCE) continue;
    const top = neighbour.position.y + height;
    if (top < ownTop - RUN_TOLERANCE || top > ownTop + MAX_GAP_UNDER_COUNTERTOP) continue;
    if (best !== null && best.top >= top) continue;
    best = {
      top,
      slab: {
        y0: top - appliance.position.y,
        z0: back - neighbour.overhang.top,
        z1: back + depth + CABINET_MEASURES.countertopNosing + neighbour.overhang.bottom,
      },
    };
  }
  return best?.slab ?? null;
}

/** A decoration sink's footprint in its host's frame (the box around it, if it is turned). */
function footprintIn(host: PlacedModel, sink: PlacedModel): FloorRect {
  const corners = rectCorners(modelFootprint(sink.position, sink.rotation.y, sink.dimensions)).map((corner) =>
    inFrameOf(host, corner),
  );
  return {
    x0: Math.min(...corners.map((c) => c.x)),
    x1: Math.max(...corners.map((c) => c.x)),
    z0: Math.min(...corners.map((c) => c.z)),
    z1: Math.max(...corners.map((c) => c.z)),
  };
}

/**
 * The cut-outs a cooktop needs in the countertops it is set into, by cabinet: each cabinet carrying
 * a countertop whose top the cooktop's body reaches down through, the cooktop's footprint less its
 * rim, in that cabinet's frame (a cooktop across two cabinets cuts both).
 */
function cooktopCutOuts(cooktop: PlacedModel, models: readonly PlacedModel[]): [PlacedModel, FloorRect][] {
  const bottom = cooktop.position.y;
  const cuts: [PlacedModel, FloorRect][] = [];
  for (const cabinet of models) {
    if (!drawsCountertop(cabinet)) continue;
    const top = cabinet.position.y + cabinet.dimensions.height;
    if (
      bottom > top + CABINET_MEASURES.countertopThickness - RUN_TOLERANCE ||
      bottom < top - MAX_GAP_UNDER_COUNTERTOP
    )
      continue;
    const footprint = footprintIn(cabinet, cooktop);
    const hole = {
      x0: footprint.x0 + COOKTOP_RIM,
      x1: footprint.x1 - COOKTOP_RIM,
      z0: footprint.z0 + COOKTOP_RIM,
      z1: footprint.z1 - COOKTOP_RIM,
    };
    const { width, depth } = cabinet.dimensions;
    const overlaps =
      hole.x0 < width / 2 &&
      hole.x1 > -width / 2 &&
      hole.z0 < depth / 2 &&
      hole.z1 > -depth / 2 &&
      hole.x0 < hole.x1;
    if (overlaps) cuts.push([cabinet, hole]);
  }
  return cuts;
}

/**
 * What each visible model of a design has around it that changes its parts (see ModelSurroundings):
 * the countertop its neighbours run over an under-counter appliance, the sinks dropped into a sink
 * base, and the cut-outs of cooktops set into a countertop. Models with nothing around them are
 * left out; read them as NO_SURROUNDINGS.
 */
export function modelSurroundingsOf(models: readonly PlacedModel[]): Map<string, ModelSurroundings> {
  const visible = models.filter((model) => model.visible);
  const result = new Map<string, ModelSurroundings>();
  const entry = (id: string): ModelSurroundings => result.get(id) ?? NO_SURROUNDINGS;
  for (const model of visible) {
    if (isUnderCounterAppliance(model)) {
      const bridge = bridgingCountertop(model, visible);
      if (bridge !== null) result.set(model.id, { ...entry(model.id), bridgingCountertop: bridge });
    } else if (isCooktop(model)) {
      for (const [cabinet, hole] of cooktopCutOuts(model, visible)) {
        const current = entry(cabinet.id);
        result.set(cabinet.id, { ...current, cooktopCutOuts: [...current.cooktopCutOuts, hole] });
      }
    } else {
      const host = sinkHostOf(model, visible);
      if (host === null) continue;
      const current = entry(host.id);
      result.set(host.id, { ...current, setInSinks: [...current.setInSinks, footprintIn(host, model)] });
    }
  }
  return result;
}
