import { isCabinetType, type HandleChoice } from '@kitchensync/schemas';
import { accessoryParts } from './accessoryParts';
import { applianceParts } from './applianceParts';
import { cabinetParts } from './cabinetParts';
import { CABINET_MEASURES } from './cabinetMeasures';
import { closetParts } from './closetParts';
import { cornerArm } from './cornerArm';
import { countertopPieces } from './countertopPieces';
import { decorationParts, VESSEL_WALL_SHARE } from './decorationParts';
import type { FloorRect } from './FloorRect';
import { furnitureParts } from './furnitureParts';
import { handleStyle } from './handleStyle';
import { modelBox } from './ModelBox';
import type { ModelPart } from './ModelPart';
import type { ModelPartsInput } from './ModelPartsInput';
import { drawsCountertop, drawsCrown } from './modelTrim';
import { NO_SURROUNDINGS, type ModelSurroundings } from './ModelSurroundings';
import { PartList } from './PartList';
import { sinkBasin } from './sinkBasin';

function bodyParts(
  parts: PartList,
  model: ModelPartsInput,
  designHandle: HandleChoice,
  surroundings: ModelSurroundings,
): void {
  const handle = isCabinetType(model.modelType) ? handleStyle(model.handles ?? designHandle) : null;
  switch (model.modelType) {
    case 'base':
    case 'wall':
    case 'tall':
    case 'vanity':
      cabinetParts(parts, model, handle, surroundings);
      return;
    case 'closets':
      closetParts(parts, model, handle);
      return;
    case 'appliance':
      applianceParts(parts, model);
      return;
    case 'furniture':
      furnitureParts(parts, model);
      return;
    case 'decoration':
      decorationParts(parts, model);
      return;
    default:
      accessoryParts(parts, model);
  }
}

/**
 * A crown molding's profile from its bottom up: each step's share of the molding's height and how
 * much of the full projection it reaches out, a narrow bead under a wider cove under the top fillet.
 */
const CROWN_PROFILE: readonly { from: number; to: number; reach: number }[] = [
  { from: 0, to: 0.3, reach: 0.3 },
  { from: 0.3, to: 0.75, reach: 0.7 },
  { from: 0.75, to: 1, reach: 1 },
];

/** The holes cut into a model's countertop: a sink base's basin, or the sinks dropped into it. */
function countertopHoles(model: ModelPartsInput, surroundings: ModelSurroundings): FloorRect[] {
  return [...sinkHoles(model, surroundings), ...surroundings.cooktopCutOuts];
}

function sinkHoles(model: ModelPartsInput, surroundings: ModelSurroundings): FloorRect[] {
  if (!isCabinetType(model.modelType) || model.modelSubcategory !== 'sink') return [];
  if (surroundings.setInSinks.length > 0) {
    // The hole stops over the middle of the sink's walls: an undermount sink's edge hides under it.
    return surroundings.setInSinks.map((sink) => {
      const x = ((sink.x1 - sink.x0) * VESSEL_WALL_SHARE) / 2;
      const z = ((sink.z1 - sink.z0) * VESSEL_WALL_SHARE) / 2;
      return { x0: sink.x0 + x, x1: sink.x1 - x, z0: sink.z0 + z, z1: sink.z1 - z };
    });
  }
  const basin = sinkBasin(modelBox(model.dimensions));
  return basin === null ? [] : [basin.hole];
}

/** The countertop's outline on the plan: one rectangle, or two for an L corner's arms. */
function countertopOutline(model: ModelPartsInput, surroundings: ModelSurroundings): FloorRect[] {
  const { x0, x1, z0, z1 } = modelBox(model.dimensions);
  const bridge = surroundings.bridgingCountertop;
  if (bridge !== null && model.modelType === 'appliance') return [{ x0, x1, z0: bridge.z0, z1: bridge.z1 }];
  const { overhang } = model;
  const nosing = CABINET_MEASURES.countertopNosing;
  const arm = cornerArm(model);
  if (arm === null) {
    return [
      {
        x0: x0 - overhang.left,
        x1: x1 + overhang.right,
        z0: z0 - overhang.top,
        z1: z1 + nosing + overhang.bottom,
      },
    ];
  }
  // An L corner's top follows its arms; the side arm is on the right once the model is inverted.
  const back = z0 + arm + nosing;
  return [
    { x0: x0 - overhang.left, x1: x1 + overhang.right, z0: z0 - overhang.top, z1: back },
    {
      x0: model.inverted ? x1 - arm - nosing : x0 - overhang.left,
      x1: model.inverted ? x1 + overhang.right : x0 + arm + nosing,
      z0: back,
      z1: z1 + overhang.bottom,
    },
  ];
}

/**
 * The countertop slab on top (cut around a sink's basin; over an under-counter appliance, the one
 * its neighbours' run lays over it) and the crown molding, fixed to the model's named sides.
 */
function trimParts(parts: PartList, model: ModelPartsInput, surroundings: ModelSurroundings): void {
  const { height } = modelBox(model.dimensions);
  const bridge = model.modelType === 'appliance' ? surroundings.bridgingCountertop : null;
  if (bridge !== null || drawsCountertop(model)) {
    const y0 = bridge?.y0 ?? height;
    const y1 = y0 + CABINET_MEASURES.countertopThickness;
    const holes = countertopHoles(model, surroundings);
    for (const outline of countertopOutline(model, surroundings)) {
      for (const piece of countertopPieces(outline, holes)) parts.add('countertop', { ...piece, y0, y1 });
    }
  }
  if (drawsCrown(model)) crownParts(parts, model);
}

/**
 * Crown molding along the top of the front and of the sides the fields name: a profile of steps
 * that each reach further out than the one below (how a cove molding reads in boxes), mitred at the
 * corners where a front and a side run meet.
 */
function crownParts(parts: PartList, model: ModelPartsInput): void {
  const { x0, x1, z0, z1, height } = modelBox(model.dimensions);
  const { crownHeight, crownProjection, panel } = CABINET_MEASURES;
  for (const step of CROWN_PROFILE) {
    const y0 = height + crownHeight * step.from;
    const y1 = height + crownHeight * step.to;
    const reach = crownProjection * step.reach;
    // Each strip sits on the cabinet's top edge, a panel's thickness in, and reaches out past it.
    if (model.crownMolding) {
      parts.add('crownMolding', {
        x0: x0 - (model.crownLeftMolding ? reach : 0),
        x1: x1 + (model.crownRightMolding ? reach : 0),
        y0,
        y1,
        z0: Math.max(z1 - panel, z0),
        z1: z1 + reach,
      });
    }
    if (model.crownLeftMolding) {
      parts.add('crownMolding', { x0: x0 - reach, x1: Math.min(x0 + panel, x1), y0, y1, z0, z1 });
    }
    if (model.crownRightMolding) {
      parts.add('crownMolding', { x0: Math.max(x1 - panel, x0), x1: x1 + reach, y0, y1, z0, z1 });
    }
  }
}

/**
 * The boxes a placed model is drawn with, in its own frame (see ModelPart), from its type,
 * subcategory, appliance kind, name and size as the catalogue gave them. An inverted model is the
 * mirror image of the plain one (its handles and blind side swap sides); its countertop overhangs
 * and crown moldings stay on the sides they name. `designHandle` is the design's handle choice,
 * which a model whose own choice is Default takes.
 */
export function modelParts(
  model: ModelPartsInput,
  designHandle: HandleChoice = null,
  surroundings: ModelSurroundings = NO_SURROUNDINGS,
): ModelPart[] {
  const { width, height, depth } = model.dimensions;
  if (!(width > 0 && height > 0 && depth > 0)) return [];
  const body = new PartList();
  bodyParts(body, model, designHandle, surroundings);
  const parts = model.inverted
    ? body.parts.map((part) => ({ ...part, center: { ...part.center, x: 0 - part.center.x } }))
    : body.parts;
  const trim = new PartList();
  trimParts(trim, model, surroundings);
  return [...parts, ...trim.parts];
}
