import type {
  Backsplash,
  HandleChoice,
  LengthUnit,
  PlacedModel,
  PlacedOpening,
  Wall,
} from '@kitchensync/schemas';
import { backsplashStretches } from '../backsplash/backsplashStretches';
import { modelParts, type PartRole } from '../modelParts';
import { CABINET_MEASURES } from '../modelParts/cabinetMeasures';
import { isRange } from '../modelParts/isRange';
import { isOverheadModel } from '../plan/isOverheadModel';
import { dimensionString, type CoveredStretch } from './dimensionString';
import { ELEVATION_DIMENSION_OFFSET, ELEVATION_TEXT_SIZE } from './elevationConstants';
import type { ElevationDimensionString, ElevationSpanKind } from './ElevationDimensionString';

/** A rectangle on the elevation, meters: x from the wall's left end as the viewer sees it, y up from the floor. */
export interface ElevationRect {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** One box of a model seen from the front; `front` orders them, nearer ones drawn last. */
export interface ElevationPart extends ElevationRect {
  role: PartRole;
  front: number;
}

export interface ElevationModel extends ElevationRect {
  id: string;
  code: string;
  name: string;
  kind: ElevationSpanKind;
  overhead: boolean;
  parts: ElevationPart[];
}

export interface ElevationOpening extends ElevationRect {
  id: string;
  kind: PlacedOpening['kind'];
  name: string;
}

/** A level line across part of the wall: a countertop's top or a backsplash's top. */
export interface ElevationLine {
  role: 'countertop' | 'backsplash';
  x0: number;
  x1: number;
  y: number;
}

/** One wall seen square on from the side its cabinets stand on, with every measurement an installer needs. */
export interface WallElevation {
  wallId: string;
  title: string;
  length: number;
  height: number;
  models: ElevationModel[];
  openings: ElevationOpening[];
  lines: ElevationLine[];
  /** Seen from the wall's back (the side away from the room): x then runs from the wall's end. */
  reversed: boolean;
  dimensions: ElevationDimensionString[];
  /** Everything drawn, dimension strings and their text included. */
  extent: ElevationRect;
}

export interface WallElevationInput {
  wall: Wall;
  /** Its place among the design's walls, for a title when it has no name. */
  index: number;
  models: readonly PlacedModel[];
  openings: readonly PlacedOpening[];
  backsplash: Backsplash | null;
  unit: LengthUnit;
  designHandle?: HandleChoice;
}

/** A model's back further than this from the wall's face is not against the wall (meters). */
const WALL_CONTACT = 0.1;
/** What stands in front of a wall within this depth (meters, a deep base cabinet's) belongs to its run. */
const RUN_DEPTH = 0.7;
/** How squarely a model must face away from the wall to be seen from the front (cos 10°). */
const FACING = Math.cos((10 * Math.PI) / 180);
/** Parts hidden inside a cabinet or only meaningful on the plan. */
const UNSEEN_ROLES: readonly PartRole[] = ['interior', 'planFill'];
/** Heights closer than this are the same height (meters). */
const SAME_HEIGHT = 0.0008;

interface WallSide {
  /** The wall's start as the viewer sees it (its left end) and the direction to its right end. */
  origin: { x: number; z: number };
  along: { x: number; z: number };
  /** Out of the face, towards the viewer. */
  normal: { x: number; z: number };
  reversed: boolean;
}

function sidesOf(wall: Wall): [WallSide, WallSide] {
  const along = { x: Math.cos(wall.angle), z: -Math.sin(wall.angle) };
  // The room is drawn on a wall's right: standing there, facing the wall, its start is on the left.
  const inside: WallSide = {
    origin: wall.position,
    along,
    normal: { x: Math.sin(wall.angle), z: Math.cos(wall.angle) },
    reversed: false,
  };
  const length = wall.dimensions.x;
  const outside: WallSide = {
    origin: { x: wall.position.x + along.x * length, z: wall.position.z + along.z * length },
    along: { x: -along.x, z: -along.z },
    normal: { x: -inside.normal.x, z: -inside.normal.z },
    reversed: true,
  };
  return [inside, outside];
}

function kindOf(model: PlacedModel): ElevationSpanKind {
  if (model.modelSubcategory === 'filler') return 'filler';
  if (model.modelType === 'appliance') return 'appliance';
  if (['base', 'wall', 'tall', 'vanity', 'closets'].includes(model.modelType)) return 'cabinet';
  return 'model';
}

/** The models standing with their backs to this side of the wall and facing away from it, placed on the elevation. */
function modelsAgainst(
  wall: Wall,
  side: WallSide,
  models: readonly PlacedModel[],
  designHandle: HandleChoice,
): ElevationModel[] {
  const face = wall.dimensions.z / 2;
  const placed: ElevationModel[] = [];
  for (const model of models) {
    if (!model.visible) continue;
    const rotation = model.rotation.y;
    const front = { x: Math.sin(rotation), z: Math.cos(rotation) };
    if (front.x * side.normal.x + front.z * side.normal.z < FACING) continue;
    const { width, height, depth } = model.dimensions;
    const offsetX = model.position.x - side.origin.x;
    const offsetZ = model.position.z - side.origin.z;
    const out = offsetX * side.normal.x + offsetZ * side.normal.z;
    const back = out - depth / 2;
    const against = Math.abs(back - face) <= WALL_CONTACT;
    // A filler strip stands at the run's front, not its back: within a cabinet's depth of the face counts.
    const withinRun = back >= face - WALL_CONTACT && out + depth / 2 <= face + RUN_DEPTH;
    if (!against && !withinRun) continue;
    const centre = offsetX * side.along.x + offsetZ * side.along.z;
    const x0 = centre - width / 2;
    const x1 = centre + width / 2;
    if (x1 <= 0 || x0 >= wall.dimensions.x) continue;
    const y0 = model.position.y;
    const parts = modelParts(model, designHandle)
      .filter((part) => !UNSEEN_ROLES.includes(part.role))
      .map((part) => ({
        role: part.role,
        x0: centre + part.center.x - part.size.x / 2,
        x1: centre + part.center.x + part.size.x / 2,
        y0: y0 + part.center.y - part.size.y / 2,
        y1: y0 + part.center.y + part.size.y / 2,
        front: part.center.z + part.size.z / 2,
      }))
      .sort((a, b) => a.front - b.front);
    placed.push({
      id: model.id,
      code: model.modelCode.trim(),
      name: model.modelName,
      kind: kindOf(model),
      overhead: isOverheadModel(model),
      x0,
      x1,
      y0,
      y1: y0 + height,
      parts,
    });
  }
  return placed.sort((a, b) => a.x0 - b.x0);
}

function openingsIn(wall: Wall, side: WallSide, openings: readonly PlacedOpening[]): ElevationOpening[] {
  const length = wall.dimensions.x;
  return openings
    .filter((opening) => opening.wall_id === wall.id && opening.visible)
    .map((opening) => {
      const left = side.reversed ? length - opening.position.x - opening.dimensions.x : opening.position.x;
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
  wall: Wall,
  countertops: readonly ElevationLine[],
  models: readonly ElevationModel[],
  rangeIds: ReadonlySet<string>,
  backsplash: Backsplash | null,
): ElevationLine[] {
  if (backsplash === null || !backsplash.walls.includes(wall.id)) return [];
  return backsplashStretches({
    models,
    countertops,
    rangeIds,
    backsplash,
    wallHeight: wall.dimensions.y,
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
 * One wall's elevation (spec 001 §4 "Wall elevations"), computed from the wall, the models placed
 * against it and its openings: the side its models face (the room's side, drawn on a wall's right,
 * when neither or both have as many), the models' front boxes with their codes, the openings, the
 * countertop and backsplash lines, and dimension strings for every cabinet width, gap and filler
 * along the floor and wall runs, every opening's position and size, the wall's length, and every
 * height; each string's pieces add up to what it spans.
 */
export function wallElevation({
  wall,
  index,
  models,
  openings,
  backsplash,
  unit,
  designHandle = null,
}: WallElevationInput): WallElevation {
  const length = wall.dimensions.x;
  const height = wall.dimensions.y;
  const [inside, outside] = sidesOf(wall);
  const insideModels = modelsAgainst(wall, inside, models, designHandle);
  const outsideModels = modelsAgainst(wall, outside, models, designHandle);
  const side = outsideModels.length > insideModels.length ? outside : inside;
  const placed = side === inside ? insideModels : outsideModels;
  const holes = openingsIn(wall, side, openings);
  const countertops = countertopLines(placed);
  const rangeIds = new Set(models.filter(isRange).map((model) => model.id));
  const lines = [...countertops, ...backsplashLines(wall, countertops, placed, rangeIds, backsplash)];

  const step = ELEVATION_DIMENSION_OFFSET;
  const dimensions: ElevationDimensionString[] = [];
  const floorRun = placed.filter((model) => !model.overhead);
  const wallRun = placed.filter((model) => model.overhead);
  // Below the floor: the floor run's widths and gaps, then the wall's whole length.
  let below = -step;
  if (floorRun.length > 0) {
    dimensions.push(dimensionString('Floor run', 'x', below, 0, 0, length, floorRun.map(stretchOf), unit));
    below -= step;
  }
  dimensions.push(dimensionString('Wall length', 'x', below, 0, 0, length, [], unit, 'wall'));
  // Above the wall: the wall run's widths and gaps, then where the openings are along the wall.
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
  // Left of the wall: every height a model starts or ends at (and the countertops), up to the ceiling.
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
  dimensions.push(dimensionString('Wall height', 'y', -2 * step, 0, 0, height, [], unit, 'wall'));
  // Right of the wall: a model height the left string splits, and each opening's sill and height.
  let right = length + step;
  const measured = new Set(heights.spans.map((span) => `${span.start.toFixed(4)}:${span.end.toFixed(4)}`));
  for (const model of placed) {
    const key = `${model.y0.toFixed(4)}:${model.y1.toFixed(4)}`;
    if (measured.has(key)) continue;
    measured.add(key);
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
  return {
    wallId: wall.id,
    title: wall.name.trim() || `Wall ${index + 1}`,
    length,
    height,
    models: placed,
    openings: holes,
    lines,
    reversed: side.reversed,
    dimensions,
    extent: {
      x0: Math.min(-2 * step, ...placed.map((model) => model.x0)) - text,
      x1: Math.max(right - step, ...placed.map((model) => model.x1)) + text,
      y0: below - text,
      y1: Math.max(above - step, height, ...placed.map((model) => model.y1)) + text,
    },
  };
}
