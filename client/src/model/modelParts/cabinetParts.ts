import { CabinetBody } from './CabinetBody';
import { CABINET_MEASURES, INCH } from './cabinetMeasures';
import type { HandleSide } from './CabinetFront';
import { cornerArm } from './cornerArm';
import { cornerCabinetParts } from './cornerCabinetParts';
import { drawerCount, graduatedDrawers } from './drawerCount';
import type { HandleStyle } from './handleStyle';
import { modelBox, type ModelBox } from './ModelBox';
import type { ModelSurroundings } from './ModelSurroundings';
import { drawsCountertop } from './modelTrim';
import type { ModelPartsInput } from './ModelPartsInput';
import type { FloorRect } from './FloorRect';
import type { PartList } from './PartList';
import { FAUCET_RISE, sinkBasin } from './sinkBasin';

const BLIND_DEPTH = 24 * INCH;
const SINGLE_OVEN_HEIGHT = 29 * INCH;
const DOUBLE_OVEN_HEIGHT = 51 * INCH;
const OVEN_BOTTOM = 30 * INCH;
const MICROWAVE_OPENING = 15 * INCH;
const VANITY_DRAWER_BANK = 15 * INCH;
const PANTRY_LOWER_SHARE = 0.6;

function hasGlass(model: ModelPartsInput): boolean {
  return model.programKeys.includes('glass') || /glass/i.test(model.modelName);
}

/** The basin's depth below the countertop's top, and the thickness of its stainless sheet. */
const BASIN_DEPTH = 8 * INCH;
const BASIN_SHEET = 0.06 * INCH;
const DRAIN = 3.5 * INCH;
/** How deep the carcass leaves room under a sink dropped into it: deeper than any catalogue sink. */
const SET_IN_SINK_ROOM = 14 * INCH;

/**
 * A sink base's sink and faucet. Its own basin is an open stainless bowl hanging in the hole of the
 * countertop (`countertopHoles` cuts it) with a rim lying on the top around it; when a sink was
 * dropped into the cabinet (`holdsSink`), that sink takes the basin's place and only the faucet is
 * drawn. The faucet stands behind the basin, within the cabinet's width.
 */
function sinkFixtures(parts: PartList, box: ModelBox, withCountertop: boolean, holdsSink: boolean): void {
  const basin = sinkBasin(box);
  if (basin === null) return;
  const top = box.height + (withCountertop ? CABINET_MEASURES.countertopThickness : 0);
  const lip = 0.002;
  if (!holdsSink && top > 2 * BASIN_SHEET) {
    const { outline, hole } = basin;
    // A cabinet lower than a basin is deep keeps it above its bottom.
    const floor = Math.max(top - BASIN_DEPTH, 0);
    const t = BASIN_SHEET;
    parts.add('hardware', { ...hole, y0: floor, y1: floor + t });
    parts.add('hardware', { ...hole, x1: hole.x0 + t, y0: floor, y1: top });
    parts.add('hardware', { ...hole, x0: hole.x1 - t, y0: floor, y1: top });
    parts.add('hardware', { ...hole, z1: hole.z0 + t, y0: floor, y1: top });
    parts.add('hardware', { ...hole, z0: hole.z1 - t, y0: floor, y1: top });
    const drainX = (hole.x0 + hole.x1) / 2;
    const drainZ = (hole.z0 + hole.z1) / 2;
    parts.addCentered('applianceDetail', drainX, drainZ, floor + t, { x: DRAIN, y: lip, z: DRAIN });
    // The rim: the stainless ring left on the countertop around the hole.
    parts.add('hardware', { ...outline, z0: hole.z1, y0: top, y1: top + lip });
    parts.add('hardware', { ...outline, z1: hole.z0, y0: top, y1: top + lip });
    parts.add('hardware', { ...outline, x1: hole.x0, z0: hole.z0, z1: hole.z1, y0: top, y1: top + lip });
    parts.add('hardware', { ...outline, x0: hole.x1, z0: hole.z0, z1: hole.z1, y0: top, y1: top + lip });
  }
  // The faucet: a column behind the basin and a spout reaching over it.
  const mid = (box.x0 + box.x1) / 2;
  const column = 1.25 * INCH;
  const riseTop = top + FAUCET_RISE;
  const columnBack = box.z0 + 1 * INCH;
  parts.add('hardware', {
    x0: mid - column / 2,
    x1: mid + column / 2,
    y0: top,
    y1: riseTop,
    z0: columnBack,
    z1: columnBack + column,
  });
  parts.add('hardware', {
    x0: mid - column / 3,
    x1: mid + column / 3,
    y0: riseTop - column,
    y1: riseTop,
    z0: columnBack,
    z1: basin.outline.z0 + 2 * INCH,
  });
}

/** The smallest rectangle around all of `rects`. */
function boundsOf(rects: readonly FloorRect[]): FloorRect {
  return {
    x0: Math.min(...rects.map((r) => r.x0)),
    x1: Math.max(...rects.map((r) => r.x1)),
    z0: Math.min(...rects.map((r) => r.z0)),
    z1: Math.max(...rects.map((r) => r.z1)),
  };
}

/** A filler or end panel: one panel of the cabinet's finish filling its box. */
function fillerParts(parts: PartList, model: ModelPartsInput): void {
  const box = modelBox(model.dimensions);
  parts.add('panel', { x0: box.x0, x1: box.x1, y0: 0, y1: box.height, z0: box.z0, z1: box.z1 });
}

/** Base cabinets and vanities: they stand on a toe kick; the subcategory decides the front. */
function floorCabinetParts(
  parts: PartList,
  model: ModelPartsInput,
  handle: HandleStyle | null,
  surroundings: ModelSurroundings,
): void {
  const side: HandleSide = model.handlesDefaultSide;
  const box = modelBox(model.dimensions);
  const subcategory = model.modelSubcategory;
  const arm = cornerArm(model);
  if (arm !== null) {
    cornerCabinetParts(parts, box, arm, box.height >= 0.3 ? CABINET_MEASURES.toeKickHeight : 0, handle);
    return;
  }
  const body = new CabinetBody(parts, box, model, handle, true);
  const rect = body.frontRect;
  const topDrawer = Math.min(CABINET_MEASURES.topDrawerHeight, (rect.y1 - rect.y0) / 4);
  const below = { ...rect, y1: rect.y1 - topDrawer };
  const top = { ...rect, y0: rect.y1 - topDrawer };
  const front = body.front;
  if (/wine/i.test(model.modelName)) {
    body.cubbies();
    return;
  }
  if (subcategory === 'sink') {
    const holdsSink = surroundings.setInSinks.length > 0;
    const withCountertop = drawsCountertop(model);
    // The carcass makes room for whatever hangs in the top: its own basin or the sink dropped in.
    const hollows = holdsSink
      ? surroundings.setInSinks
      : [sinkBasin(box)?.hole].filter((hole) => hole !== undefined);
    const counterTop = box.height + (withCountertop ? CABINET_MEASURES.countertopThickness : 0);
    // A dropped-in sink draws its own bowl, so the room left for it may be deeper than it needs.
    const depth = holdsSink ? SET_IN_SINK_ROOM : BASIN_DEPTH;
    const hollow = hollows.length === 0 ? null : { ...boundsOf(hollows), y0: counterTop - depth };
    body.solid(hollow);
  } else body.solid();
  switch (subcategory) {
    case 'sink':
      front.falseFront(top);
      front.doors(below, side, 'top');
      sinkFixtures(parts, box, drawsCountertop(model), surroundings.setInSinks.length > 0);
      return;
    case 'drawer':
      front.drawers(rect, graduatedDrawers(drawerCount(model.modelName, 3)));
      return;
    case 'combo': {
      const bank = Math.min(VANITY_DRAWER_BANK, (rect.x1 - rect.x0) / 3);
      const split = rect.x1 - bank;
      front.drawers({ ...rect, x0: split }, graduatedDrawers(drawerCount(model.modelName, 3)));
      front.falseFront({ ...top, x1: split });
      front.doors({ ...below, x1: split }, side, 'top');
      return;
    }
    case 'corner': {
      // The blind part goes into the corner, on the side away from the handles.
      const open = Math.max(rect.x1 - rect.x0 - BLIND_DEPTH, (rect.x1 - rect.x0) / 2);
      const split = side === 'left' ? rect.x0 + open : rect.x1 - open;
      const openRect = side === 'left' ? { ...rect, x1: split } : { ...rect, x0: split };
      const blindRect = side === 'left' ? { ...rect, x0: split } : { ...rect, x1: split };
      front.panel(blindRect);
      front.drawers({ ...openRect, y0: top.y0 }, [1]);
      front.door({ ...openRect, y1: top.y0 }, side, 'top');
      return;
    }
    case 'specialty':
      if (/microwave/i.test(model.modelName)) {
        const opening = Math.min(MICROWAVE_OPENING, (rect.y1 - rect.y0) / 2);
        front.opening({ ...rect, y0: rect.y1 - opening });
        front.drawers({ ...rect, y1: rect.y1 - opening }, [1]);
        return;
      }
      // Pull-outs (spice, tray, waste bin, roll-out pantry) show one full-height front.
      front.drawers(rect, [1]);
      return;
    default:
      front.drawers(top, [1]);
      front.doors(below, side, 'top');
  }
}

/** Wall cabinets hang: no toe kick, handles near the bottom of the doors. */
function wallCabinetParts(parts: PartList, model: ModelPartsInput, handle: HandleStyle | null): void {
  const side: HandleSide = model.handlesDefaultSide;
  const box = modelBox(model.dimensions);
  const arm = cornerArm(model);
  if (arm !== null) {
    cornerCabinetParts(parts, box, arm, 0, handle);
    return;
  }
  const body = new CabinetBody(parts, box, model, handle, false);
  const rect = body.frontRect;
  if (/wine/i.test(model.modelName)) {
    body.cubbies();
    return;
  }
  if (/microwave/i.test(model.modelName)) {
    body.open(0, { reachFront: true });
    return;
  }
  if (hasGlass(model)) {
    body.open(Math.max(1, Math.round(box.height / 0.3) - 1));
    body.front.glassDoors(rect, side, 'bottom');
    return;
  }
  body.solid();
  body.front.doors(rect, side, 'bottom');
}

/** Tall cabinets: pantries with two tiers of doors, oven cabinets with an opening for the oven. */
function tallCabinetParts(parts: PartList, model: ModelPartsInput, handle: HandleStyle | null): void {
  const side: HandleSide = model.handlesDefaultSide;
  const body = new CabinetBody(parts, modelBox(model.dimensions), model, handle, true).solid();
  const rect = body.frontRect;
  const front = body.front;
  const height = rect.y1 - rect.y0;
  if (model.modelSubcategory === 'oven') {
    const double = /double/i.test(model.modelName) || /^OD/i.test(model.modelCode);
    const drawersTop = rect.y0 + Math.min(Math.max(OVEN_BOTTOM - rect.y0, 0), height * 0.3);
    const ovenTop = drawersTop + Math.min(double ? DOUBLE_OVEN_HEIGHT : SINGLE_OVEN_HEIGHT, height * 0.5);
    front.drawers({ ...rect, y1: drawersTop }, [1, 1]);
    front.opening({ ...rect, y0: drawersTop, y1: ovenTop });
    front.doors({ ...rect, y0: ovenTop }, side, 'bottom');
    return;
  }
  const split = rect.y0 + height * PANTRY_LOWER_SHARE;
  front.doors({ ...rect, y1: split }, side, 'top');
  front.doors({ ...rect, y0: split }, side, 'bottom');
}

/**
 * The parts of a cabinet of type base, wall, tall or vanity, before the countertop, crown molding
 * and mirroring that every cabinet shares.
 */
export function cabinetParts(
  parts: PartList,
  model: ModelPartsInput,
  handle: HandleStyle | null,
  surroundings: ModelSurroundings,
): void {
  if (model.modelSubcategory === 'filler') {
    fillerParts(parts, model);
    return;
  }
  if (model.modelType === 'wall') wallCabinetParts(parts, model, handle);
  else if (model.modelType === 'tall') tallCabinetParts(parts, model, handle);
  else floorCabinetParts(parts, model, handle, surroundings);
}
