import type { PlacedModel } from '@kitchensync/schemas';
import { burnerLayout } from '../modelParts/burnerLayout';
import { cornerArm } from '../modelParts/cornerArm';
import { modelBox, type ModelBox } from '../modelParts/ModelBox';
import type { ModelPartsInput } from '../modelParts/ModelPartsInput';
import { rangeAndOvenForm, rangeBackguardDepth } from '../modelParts/rangeAndOvenForm';
import { cabinetDoorSwings } from './cabinetDoorSwings';
import { isOverheadModel } from './isOverheadModel';
import { circleSegments, polylineSegments, type PlanSegment } from './PlanSegment';
import { planLabel } from './planLabel';
import { sinkBowls } from './sinkBowls';

/** The symbols a model's plan can carry, which tests and the test hooks count. */
export type PlanSymbolKind = 'burner' | 'bowl' | 'swing';

export type ModelPlanInput = ModelPartsInput & Pick<PlacedModel, 'position' | 'rotation' | 'modelCode'>;

/** A model as a plan draws it, in its own frame (x across its width, z through its depth, front at +z). */
export interface ModelPlanDrawing {
  /** Above the plan's cut (a wall cabinet, a hood): its outline is drawn dashed. */
  overhead: boolean;
  /** The footprint's edges: a rectangle, or an L for a corner cabinet. */
  outline: PlanSegment[];
  /** Burners, bowls, drains and faucet, a range's backguard: the lines that say what it is. */
  symbols: PlanSegment[];
  /** The doors' open leaves and their arcs, in front of the model. */
  swings: PlanSegment[];
  /** The model's code (B36, W3030) in stroke lettering. */
  label: PlanSegment[];
  /** One entry per burner, bowl and door swing drawn. */
  kinds: PlanSymbolKind[];
}

function footprint(model: ModelPlanInput, box: ModelBox): PlanSegment[] {
  const { x0, x1, z0, z1 } = box;
  const arm = cornerArm(model);
  if (arm === null) {
    return polylineSegments(
      [
        { x: x0, z: z0 },
        { x: x1, z: z0 },
        { x: x1, z: z1 },
        { x: x0, z: z1 },
      ],
      true,
    );
  }
  // The L of a corner cabinet: its back arm across the whole width, its left arm the whole depth.
  return polylineSegments(
    [
      { x: x0, z: z0 },
      { x: x1, z: z0 },
      { x: x1, z: z0 + arm },
      { x: x0 + arm, z: z0 + arm },
      { x: x0 + arm, z: z1 },
      { x: x0, z: z1 },
    ],
    true,
  );
}

/** Where the code is written: the footprint, or an L's back arm, since the notch is empty. */
function labelBox(model: ModelPlanInput, box: ModelBox): ModelBox {
  const arm = cornerArm(model);
  return arm === null ? box : { ...box, depth: arm, z1: box.z0 + arm };
}

function isSink(model: ModelPlanInput): boolean {
  return (
    model.modelSubcategory === 'sink' &&
    (model.modelType === 'base' || model.modelType === 'vanity' || model.modelType === 'decoration')
  );
}

function burnerSymbols(box: ModelBox, backguard: number): { segments: PlanSegment[]; count: number } {
  const { size, centres } = burnerLayout({ ...box, z0: box.z0 + backguard }, box.z1);
  const segments = centres.flatMap((centre) => [
    ...circleSegments(centre, size / 2),
    ...circleSegments(centre, size / 5, 12),
  ]);
  return { segments, count: centres.length };
}

function mirrored(segments: PlanSegment[]): PlanSegment[] {
  return segments.map(({ a, b }) => ({ a: { x: -a.x, z: a.z }, b: { x: -b.x, z: b.z } }));
}

/**
 * What the top view draws of a placed model, as a kitchen plan does: its outline (dashed when it
 * hangs above the plan's cut), its code, the door swings of a cabinet on the floor, the burners of a range or
 * cooktop and the bowls of a sink. An inverted model's lines are mirrored like its parts; its code
 * is not, so it still reads.
 */
export function modelPlanDrawing(model: ModelPlanInput): ModelPlanDrawing {
  const box = modelBox(model.dimensions);
  const overhead = isOverheadModel(model);
  const empty: ModelPlanDrawing = { overhead, outline: [], symbols: [], swings: [], label: [], kinds: [] };
  if (!(box.width > 0 && box.depth > 0)) return empty;
  const kinds: PlanSymbolKind[] = [];
  let symbols: PlanSegment[] = [];
  if (model.applianceType === 'range and oven') {
    const form = rangeAndOvenForm(model);
    if (form !== 'wallOven') {
      const backguard = form === 'range' ? rangeBackguardDepth(box.depth) : 0;
      const burners = burnerSymbols(box, backguard);
      symbols = burners.segments;
      if (backguard > 0)
        symbols.push({ a: { x: box.x0, z: box.z0 + backguard }, b: { x: box.x1, z: box.z0 + backguard } });
      kinds.push(...Array<PlanSymbolKind>(burners.count).fill('burner'));
    }
  } else if (isSink(model)) {
    const sink = sinkBowls(box);
    symbols = [...sink.bowls.flat(), ...sink.fittings];
    kinds.push(...Array<PlanSymbolKind>(sink.bowls.length).fill('bowl'));
  }
  // An overhead cabinet's swings would cross the cabinets below it: plans leave them out.
  const doors = overhead ? [] : cabinetDoorSwings(model, box);
  kinds.push(...Array<PlanSymbolKind>(doors.length).fill('swing'));
  let outline = footprint(model, box);
  let swings = doors.flat();
  if (model.inverted) {
    outline = mirrored(outline);
    symbols = mirrored(symbols);
    swings = mirrored(swings);
  }
  return {
    overhead,
    outline,
    symbols,
    swings,
    label: planLabel(model.modelCode, labelBox(model, box), model.rotation.y),
    kinds,
  };
}
