import { CabinetBody } from './CabinetBody';
import { CABINET_MEASURES, INCH } from './cabinetMeasures';
import type { HandleSide } from './CabinetFront';
import { cornerArm } from './cornerArm';
import { cornerCabinetParts } from './cornerCabinetParts';
import { drawerCount, graduatedDrawers } from './drawerCount';
import type { HandleStyle } from './handleStyle';
import { modelBox, type ModelBox } from './ModelBox';
import { drawsCountertop } from './modelTrim';
import type { ModelPartsInput } from './ModelPartsInput';
import type { PartList } from './PartList';

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

/**
 * A sink base's sink and faucet: a stainless basin dropped into the top (its floor below the
 * countertop's top, its rim just above it) and a faucet behind it, all within the cabinet's width.
 */
function sinkFixtures(parts: PartList, box: ModelBox, withCountertop: boolean): void {
  const top = box.height + (withCountertop ? CABINET_MEASURES.countertopThickness : 0);
  const margin = Math.min(3 * INCH, box.width / 8);
  const x0 = box.x0 + margin;
  const x1 = box.x1 - margin;
  const back = box.z0 + 4 * INCH;
  const front = box.z1 - 3 * INCH;
  if (x1 - x0 < 4 * INCH || front - back < 6 * INCH) return;
  const rim = 0.75 * INCH;
  const lip = 0.002;
  const floor = top - 8 * INCH;
  // The basin's inside reads dark; its rim is the stainless ring left around the opening.
  parts.add('applianceDetail', {
    x0: x0 + rim,
    x1: x1 - rim,
    y0: floor,
    y1: top + lip / 2,
    z0: back + rim,
    z1: front - rim,
  });
  parts.add('hardware', { x0, x1, y0: top, y1: top + lip, z0: front - rim, z1: front });
  parts.add('hardware', { x0, x1, y0: top, y1: top + lip, z0: back, z1: back + rim });
  parts.add('hardware', { x0, x1: x0 + rim, y0: top, y1: top + lip, z0: back + rim, z1: front - rim });
  parts.add('hardware', { x0: x1 - rim, x1, y0: top, y1: top + lip, z0: back + rim, z1: front - rim });
  // The faucet: a column behind the basin and a spout reaching over it.
  const mid = (box.x0 + box.x1) / 2;
  const column = 1.25 * INCH;
  const riseTop = top + 12 * INCH;
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
    z1: back + 6 * INCH,
  });
}

/** A filler or end panel: one panel of the cabinet's finish filling its box. */
function fillerParts(parts: PartList, model: ModelPartsInput): void {
  const box = modelBox(model.dimensions);
  parts.add('panel', { x0: box.x0, x1: box.x1, y0: 0, y1: box.height, z0: box.z0, z1: box.z1 });
}

/** Base cabinets and vanities: they stand on a toe kick; the subcategory decides the front. */
function floorCabinetParts(parts: PartList, model: ModelPartsInput, handle: HandleStyle | null): void {
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
  body.solid();
  switch (subcategory) {
    case 'sink':
      front.falseFront(top);
      front.doors(below, side, 'top');
      sinkFixtures(parts, box, drawsCountertop(model));
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
export function cabinetParts(parts: PartList, model: ModelPartsInput, handle: HandleStyle | null): void {
  if (model.modelSubcategory === 'filler') {
    fillerParts(parts, model);
    return;
  }
  if (model.modelType === 'wall') wallCabinetParts(parts, model, handle);
  else if (model.modelType === 'tall') tallCabinetParts(parts, model, handle);
  else floorCabinetParts(parts, model, handle);
}
