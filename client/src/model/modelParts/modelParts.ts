import { isCabinetType, type HandleChoice } from '@kitchensync/schemas';
import { accessoryParts } from './accessoryParts';
import { applianceParts } from './applianceParts';
import { cabinetParts } from './cabinetParts';
import { CABINET_MEASURES } from './cabinetMeasures';
import { closetParts } from './closetParts';
import { cornerArm } from './cornerArm';
import { decorationParts } from './decorationParts';
import { furnitureParts } from './furnitureParts';
import { handleStyle } from './handleStyle';
import { modelBox } from './ModelBox';
import type { ModelPart } from './ModelPart';
import type { ModelPartsInput } from './ModelPartsInput';
import { drawsCountertop, drawsCrown } from './modelTrim';
import { PartList } from './PartList';

function bodyParts(parts: PartList, model: ModelPartsInput, designHandle: HandleChoice): void {
  const handle = isCabinetType(model.modelType) ? handleStyle(model.handles ?? designHandle) : null;
  switch (model.modelType) {
    case 'base':
    case 'wall':
    case 'tall':
    case 'vanity':
      cabinetParts(parts, model, handle);
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

/** The countertop slab on top and the crown molding strips, fixed to the model's named sides. */
function trimParts(parts: PartList, model: ModelPartsInput): void {
  const { x0, x1, z0, z1, height } = modelBox(model.dimensions);
  if (drawsCountertop(model)) {
    const { overhang } = model;
    const y1 = height + CABINET_MEASURES.countertopThickness;
    const nosing = CABINET_MEASURES.countertopNosing;
    const arm = cornerArm(model);
    if (arm === null) {
      parts.add('countertop', {
        x0: x0 - overhang.left,
        x1: x1 + overhang.right,
        y0: height,
        y1,
        z0: z0 - overhang.top,
        z1: z1 + nosing + overhang.bottom,
      });
    } else {
      // An L corner's top follows its arms; the side arm is on the right once the model is inverted.
      const back = z0 + arm + nosing;
      parts.add('countertop', {
        x0: x0 - overhang.left,
        x1: x1 + overhang.right,
        y0: height,
        y1,
        z0: z0 - overhang.top,
        z1: back,
      });
      parts.add('countertop', {
        x0: model.inverted ? x1 - arm - nosing : x0 - overhang.left,
        x1: model.inverted ? x1 + overhang.right : x0 + arm + nosing,
        y0: height,
        y1,
        z0: back,
        z1: z1 + overhang.bottom,
      });
    }
  }
  if (!drawsCrown(model)) return;
  const projection = CABINET_MEASURES.crownProjection;
  const y1 = height + CABINET_MEASURES.crownHeight;
  const left = model.crownLeftMolding ? projection : 0;
  const right = model.crownRightMolding ? projection : 0;
  if (model.crownMolding) {
    parts.add('crownMolding', {
      x0: x0 - left,
      x1: x1 + right,
      y0: height,
      y1,
      z0: Math.max(z1 - projection, z0),
      z1: z1 + projection,
    });
  }
  if (model.crownLeftMolding) {
    parts.add('crownMolding', {
      x0: x0 - projection,
      x1: Math.min(x0 + projection, x1),
      y0: height,
      y1,
      z0,
      z1,
    });
  }
  if (model.crownRightMolding) {
    parts.add('crownMolding', {
      x0: Math.max(x1 - projection, x0),
      x1: x1 + projection,
      y0: height,
      y1,
      z0,
      z1,
    });
  }
}

/**
 * The boxes a placed model is drawn with, in its own frame (see ModelPart), from its type,
 * subcategory, appliance kind, name and size as the catalogue gave them. An inverted model is the
 * mirror image of the plain one (its handles and blind side swap sides); its countertop overhangs
 * and crown moldings stay on the sides they name. `designHandle` is the design's handle choice,
 * which a model whose own choice is Default takes.
 */
export function modelParts(model: ModelPartsInput, designHandle: HandleChoice = null): ModelPart[] {
  const { width, height, depth } = model.dimensions;
  if (!(width > 0 && height > 0 && depth > 0)) return [];
  const body = new PartList();
  bodyParts(body, model, designHandle);
  const parts = model.inverted
    ? body.parts.map((part) => ({ ...part, center: { ...part.center, x: 0 - part.center.x } }))
    : body.parts;
  const trim = new PartList();
  trimParts(trim, model);
  return [...parts, ...trim.parts];
}
