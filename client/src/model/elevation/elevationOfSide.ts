import type { Backsplash, HandleChoice, LengthUnit, PlacedModel, PlacedOpening } from '@kitchensync/schemas';
import { backsplashStretches } from '../backsplash/backsplashStretches';
import { modelParts, type ModelPart, type PartRole } from '../modelParts';
import { CABINET_MEASURES } from '../modelParts/cabinetMeasures';
import { isRange } from '../modelParts/isRange';
import { isOverheadModel } from '../plan/isOverheadModel';
import { dimensionString, type CoveredStretch } from './dimensionString';
import { ELEVATION_DIMENSION_OFFSET, ELEVATION_TEXT_SIZE } from './elevationConstants';
import type { ElevationDimensionString, ElevationSpanKind } from './ElevationDimensionString';
import type { ElevationLine, ElevationModel, ElevationOpening, WallElevation } from './wallElevation';

/**
 * What an elevation looks at, square on: a wall (its centre line from `start` along `angle`, its
 * faces half its thickness out) or an island wall (the invisible line island cabinets back onto,
 * with no thickness, so cabinets stand on both of its sides).
 */
export interface ElevationSubject {
  kind: 'wall' | 'island';
  id: string;
  start: { x: number; z: number };
  angle: number;
  length: number;
  height: number;
  thickness: number;
}

/** One side of the subject as a viewer standing in front of it sees it. */
export interface ElevationSide {
  /** The subject's left end as the viewer sees it, and the direction to its right end. */
  origin: { x: number; z: number };
  along: { x: number; z: number };
  /** Out of the face, towards the viewer. */
  normal: { x: number; z: number };
  /** Seen from the subject's left side (x then runs from the subject's end). */
  reversed: boolean;
}

export interface ElevationOfSideInput {
  title: string;
  /** Unique among the design's elevations (a wall's id; an island's id and side). */
  key: string;
  models: readonly PlacedModel[];
  openings: readonly PlacedOpening[];
  backsplash: Backsplash | null;
  unit: LengthUnit;
  designHandle: HandleChoice;
}

/** A model's back further than this from the wall's face is not against the wall (meters). */
const WALL_CONTACT = 0.1;
/** What stands in front of a wall within this depth (meters, a deep base cabinet's) belongs to its run. */
const RUN_DEPTH = 0.7;
/** How squarely a model must face away from the wall to be seen from the front (cos 10°). */
const FACING = Math.cos((10 * Math.PI) / 180);
/** Parts hidden inside a cabinet or only meaningful on the plan. */
const UNSEEN_ROLES: readonly PartRole[] = ['interior', 'planFill'];
/** What of a model shows from behind: its box, end panels, countertop and an appliance's body. */
const BACK_ROLES: readonly PartRole[] = ['carcass', 'panel', 'countertop', 'applianceBody'];
/** Heights closer than this are the same height (meters). */
const SAME_HEIGHT = 0.0008;

/**
 * The subject's two sides: first its right (the room's side of a wall, drawn on a wall's right;
 * standing there facing it, its start is on the left), then its left, seen with its end on the left.
 */
export function elevationSides(subject: ElevationSubject): [ElevationSide, ElevationSide] {
  const along = { x: Math.cos(subject.angle), z: -Math.sin(subject.angle) };
  const right: ElevationSide = {
    origin: subject.start,
    along,
    normal: { x: Math.sin(subject.angle), z: Math.cos(subject.angle) },
    reversed: false,
  };
  const left: ElevationSide = {
    origin: {
      x: subject.start.x + along.x * subject.length,
      z: subject.start.z + along.z * subject.length,
    },
    along: { x: -along.x, z: -along.z },
    normal: { x: -right.normal.x, z: -right.normal.z },
    reversed: true,
  };
  return [right, left];
}

function kindOf(model: PlacedModel): ElevationSpanKind {
  if (model.modelSubcategory === 'filler') return 'filler';
  if (model.modelType === 'appliance') return 'appliance';
  if (['base', 'wall', 'tall', 'vanity', 'closets'].includes(model.modelType)) return 'cabinet';
  return 'model';
}

/** Where a model stands relative to a side: its centre along it and how far its back is out from the face. */
function placeOnSide(subject: ElevationSubject, side: ElevationSide, model: PlacedModel) {
  const offsetX = model.position.x - side.origin.x;
  const offsetZ = model.position.z - side.origin.z;
  const out = offsetX * side.normal.x + offsetZ * side.normal.z;
  return { centre: offsetX * side.along.x + offsetZ * side.along.z, out, face: subject.thickness / 2 };
}

function facingAmount(model: PlacedModel, normal: { x: number; z: number }): number {
  return Math.sin(model.rotation.y) * normal.x + Math.cos(model.rotation.y) * normal.z;
}

function elevationModel(
  model: PlacedModel,
  centre: number,
  parts: readonly ModelPart[],
  fromBehind: boolean,
): ElevationModel {
  const { width, height } = model.dimensions;
  // Seen from behind, the model's right is on the viewer's left and its back is nearest.
  const mirror = fromBehind ? -1 : 1;
  const y0 = model.position.y;
  return {
    id: model.id,
    code: model.modelCode.trim(),
    name: model.modelName,
    kind: kindOf(model),
    overhead: isOverheadModel(model),
    fromBehind,
    x0: centre - width / 2,
    x1: centre + width / 2,
    y0,
    y1: y0 + height,
    parts: parts
      .map((part) => ({
        role: part.role,
        x0: centre + mirror * part.center.x - part.size.x / 2,
        x1: centre + mirror * part.center.x + part.size.x / 2,
        y0: y0 + part.center.y - part.size.y / 2,
        y1: y0 + part.center.y + part.size.y / 2,
        front: mirror * part.center.z + part.size.z / 2,
      }))
      .sort((a, b) => a.front - b.front),
  };
}

/** The models standing with their backs to this side and facing away from it, placed on the elevation. */
function modelsFacing(
  subject: ElevationSubject,
  side: ElevationSide,
  models: readonly PlacedModel[],
  designHandle: HandleChoice,
): ElevationModel[] {
  const placed: ElevationModel[] = [];
  for (const model of models) {
    if (!model.visible || facingAmount(model, side.normal) < FACING) continue;
    const { width, depth } = model.dimensions;
    const { centre, out, face } = placeOnSide(subject, side, model);
    const back = out - depth / 2;
    const against = Math.abs(back - face) <= WALL_CONTACT;
    // A filler strip stands at the run's front, not its back: within a cabinet's depth of the face counts.
    const withinRun = back >= face - WALL_CONTACT && out + depth / 2 <= face + RUN_DEPTH;
    if (!against && !withinRun) continue;
    if (centre + width / 2 <= 0 || centre - width / 2 >= subject.length) continue;
    const parts = modelParts(model, designHandle).filter((part) => !UNSEEN_ROLES.includes(part.role));
    placed.push(elevationModel(model, centre, parts, false));
  }
  return placed.sort((a, b) => a.x0 - b.x0);
}

/**
 * An island's models standing on its other side, seen from behind from this one: their backs, end
 * panels and countertops, where no model of this side stands in front of them. Walls hide theirs.
 */
function modelsSeenFromBehind(
  subject: ElevationSubject,
  side: ElevationSide,
  models: readonly PlacedModel[],
  facing: readonly ElevationModel[],
  designHandle: HandleChoice,
): ElevationModel[] {
  if (subject.kind !== 'island') return [];
  const away = { x: -side.normal.x, z: -side.normal.z };
  const seen: ElevationModel[] = [];
  for (const model of models) {
    if (!model.visible || facingAmount(model, away) < FACING) continue;
    const { width, depth } = model.dimensions;
    const { centre, out } = placeOnSide(subject, side, model);
    // Behind the line: its back is `-out - depth / 2` from the line on the far side.
    if (Math.abs(-out - depth / 2) > WALL_CONTACT) continue;
    const x0 = centre - width / 2;
    const x1 = centre + width / 2;
    if (x1 <= 0 || x0 >= subject.length) continue;
    if (facing.some((front) => front.x0 < x1 - SAME_HEIGHT && front.x1 > x0 + SAME_HEIGHT)) continue;
    const parts = modelParts(model, designHandle).filter((part) => BACK_ROLES.includes(part.role));
    seen.push(elevationModel(model, centre, parts, true));
  }
  return seen.sort((a, b) => a.x0 - b.x0);
}

function openingsIn(
  subject: ElevationSubject,
  side: ElevationSide,
  openings: readonly PlacedOpening[],
): ElevationOpening[] {
  if (subject.kind !== 'wall') return [];
  return openings
    .filter((opening) => opening.wall_id === subject.id && opening.visible)
    .map((opening) => {
      const left = side.reversed
        ? subject.length - opening.position.x - opening.dimensions.x
        : opening.position.x;
      return {
        id: opening.id,
        kind: opening.kind,
        name: opening.name,
        x0: left,
        x1: left + opening.dimensions.x,
        y0: opening.position.y,
        y1: opening.position.y + opening.dimensions.y,
      };
    })
    .sort((a, b) => a.x0 - b.x0);
}

function countertopLines(models: readonly ElevationModel[]): ElevationLine[] {
  const tops = models
    .flatMap((model) => model.parts.filter((part) => part.role === 'countertop'))
    .map((part) => ({ x0: part.x0, x1: part.x1, y: part.y1 }))
    .sort((a, b) => a.y - b.y || a.x0 - b.x0);
  // Neighbouring slabs at one height are one countertop: one line across them.
  const lines: ElevationLine[] = [];
  for (const top of tops) {
    const last = lines[lines.length - 1];
    if (last && Math.abs(last.y - top.y) < SAME_HEIGHT && top.x0 <= last.x1 + SAME_HEIGHT) {
      last.x1 = Math.max(last.x1, top.x1);
    } else lines.push({ role: 'countertop', ...top });
  }
  return lines;
}

/**
 * The backsplash's top over each countertop and behind each range, at the height the backsplash
 * wizard chose: the top edges of the very stretches the 3D view tiles (`backsplashStretches`).
 */
function backsplashLines(
  subject: ElevationSubject,
  countertops: readonly ElevationLine[],
  models: readonly ElevationModel[],
  rangeIds: ReadonlySet<string>,
  backsplash: Backsplash | null,
): ElevationLine[] {
  if (subject.kind !== 'wall' || backsplash === null || !backsplash.walls.includes(subject.id)) return [];
  return backsplashStretches({
    models,
    countertops,
    rangeIds,
    backsplash,
    wallHeight: subject.height,
  }).map((stretch) => ({ role: 'backsplash', x0: stretch.x0, x1: stretch.x1, y: stretch.y1 }));
}

const stretchOf = (item: {
  x0: number;
  x1: number;
  kind: ElevationSpanKind;
  id: string;
}): CoveredStretch => ({
  start: item.x0,
  end: item.x1,
  kind: item.kind,
  ownerId: item.id,
});

/**
 * The elevation of one side of a wall or an island (spec 001 §4 "Wall elevations"): the models
 * facing that side as front boxes with their codes (an island's other-side models seen from
 * behind where nothing of this side stands before them), a wall's openings, the countertop and
 * backsplash lines, and dimension strings for every cabinet width, gap and filler along the floor
 * and wall runs, every opening's position and size, the whole length, and every height; each
 * string's pieces add up to what it spans. An island is measured up to its height, its tallest model
 * or its countertop, whichever is highest, since nothing above it is a wall.
 */
export function elevationOfSide(
  subject: ElevationSubject,
  side: ElevationSide,
  { title, key, models, openings, backsplash, unit, designHandle }: ElevationOfSideInput,
): WallElevation {
  const length = subject.length;
  const facing = modelsFacing(subject, side, models, designHandle);
  const behind = modelsSeenFromBehind(subject, side, models, facing, designHandle);
  // Drawn in this order: what is seen from behind stands furthest back.
  const placed = [...behind, ...facing];
  const countertops = countertopLines(placed);
  const height =
    subject.kind === 'island'
      ? Math.max(subject.height, ...placed.map((model) => model.y1), ...countertops.map((line) => line.y))
      : subject.height;
  const holes = openingsIn(subject, side, openings);
  const rangeIds = new Set(models.filter(isRange).map((model) => model.id));
  const lines = [...countertops, ...backsplashLines(subject, countertops, placed, rangeIds, backsplash)];
  const lengthName = subject.kind === 'island' ? 'Island length' : 'Wall length';

  const step = ELEVATION_DIMENSION_OFFSET;
  const dimensions: ElevationDimensionString[] = [];
  const byLeft = [...placed].sort((a, b) => a.x0 - b.x0);
  const floorRun = byLeft.filter((model) => !model.overhead);
  const wallRun = byLeft.filter((model) => model.overhead);
  // Below the floor: the floor run's widths and gaps, then the whole length.
  let below = -step;
  if (floorRun.length > 0) {
    dimensions.push(dimensionString('Floor run', 'x', below, 0, 0, length, floorRun.map(stretchOf), unit));
    below -= step;
  }
  dimensions.push(dimensionString(lengthName, 'x', below, 0, 0, length, [], unit, 'wall'));
  // Above the top: the wall run's widths and gaps, then where the openings are along the wall.
  let above = height + step;
  if (wallRun.length > 0) {
    const reach = Math.max(...wallRun.map((model) => model.y1));
    dimensions.push(dimensionString('Wall run', 'x', above, reach, 0, length, wallRun.map(stretchOf), unit));
    above += step;
  }
  if (holes.length > 0) {
    const reach = Math.max(...holes.map((hole) => hole.y1));
    dimensions.push(
      dimensionString(
        'Openings',
        'x',
        above,
        reach,
        0,
        length,
        holes.map((hole) => ({ start: hole.x0, end: hole.x1, kind: 'opening', ownerId: hole.id })),
        unit,
      ),
    );
    above += step;
  }
  // Left of the subject: every height a model starts or ends at (and the countertops), up to the top.
  const levels: CoveredStretch[] = placed.map((model) => ({
    start: model.y0,
    end: model.y1,
    kind: 'height',
    ownerId: model.id,
  }));
  for (const countertop of countertops) {
    levels.push({
      start: countertop.y - CABINET_MEASURES.countertopThickness,
      end: countertop.y,
      kind: 'height',
      ownerId: null,
    });
  }
  const heights = dimensionString('Heights', 'y', -step, 0, 0, height, levels, unit, 'height');
  dimensions.push(heights);
  if (subject.kind === 'wall') {
    dimensions.push(dimensionString('Wall height', 'y', -2 * step, 0, 0, height, [], unit, 'wall'));
  }
  // Right of the subject: a model height the left string splits, and each opening's sill and height.
  let right = length + step;
  const measured = new Set(heights.spans.map((span) => `${span.start.toFixed(4)}:${span.end.toFixed(4)}`));
  for (const model of byLeft) {
    const level = `${model.y0.toFixed(4)}:${model.y1.toFixed(4)}`;
    if (measured.has(level)) continue;
    measured.add(level);
    dimensions.push(
      dimensionString(
        `${model.code || model.name} height`,
        'y',
        right,
        model.x1,
        model.y0,
        model.y1,
        [],
        unit,
        'height',
      ),
    );
    right += step;
  }
  for (const hole of holes) {
    dimensions.push(
      dimensionString(
        `${hole.name || hole.kind} position`,
        'y',
        right,
        hole.x1,
        0,
        Math.max(hole.y1, 0),
        [{ start: hole.y0, end: hole.y1, kind: 'opening', ownerId: hole.id }],
        unit,
        'height',
      ),
    );
    right += step;
  }

  const text = ELEVATION_TEXT_SIZE * 3;
  const leftmost = subject.kind === 'wall' ? -2 * step : -step;
  return {
    key,
    subject: subject.kind,
    wallId: subject.id,
    title,
    length,
    height,
    models: placed,
    openings: holes,
    lines,
    reversed: side.reversed,
    dimensions,
    extent: {
      x0: Math.min(leftmost, ...placed.map((model) => model.x0)) - text,
      x1: Math.max(right - step, ...placed.map((model) => model.x1)) + text,
      y0: below - text,
      y1: Math.max(above - step, height, ...placed.map((model) => model.y1)) + text,
    },
  };
}
