import { islandLightRow, type WizardIsland } from './islandLightRow';
import { LIGHTS_WIZARD_RULES } from './lightsWizardRules';

/** What the wizard needs of a wall: where its centre line runs, its thickness and height. */
export interface WizardWall {
  readonly visible: boolean;
  readonly position: { readonly x: number; readonly z: number };
  readonly angle: number;
  readonly dimensions: { readonly x: number; readonly y: number; readonly z: number };
}

/** What the wizard needs of a placed model: its footprint and which way its front faces. */
export interface WizardModel {
  readonly visible: boolean;
  readonly position: { readonly x: number; readonly z: number };
  readonly rotation: { readonly y: number };
  readonly dimensions: { readonly width: number; readonly depth: number };
}

/** What the wizard needs of a light already in the design. */
export interface WizardExistingLight {
  readonly x: number;
  readonly z: number;
  readonly shadow: boolean;
}

/** The level the person chose: the style's low or high light values (meters, intensity). */
export interface WizardLevel {
  readonly intensity: number;
  readonly height: number;
}

export interface WizardLight {
  x: number;
  z: number;
  /** Meters above the floor. */
  height: number;
  intensity: number;
  shadow: boolean;
}

export interface LightsWizardInput {
  walls: readonly WizardWall[];
  islands: readonly WizardIsland[];
  models: readonly WizardModel[];
  lights: readonly WizardExistingLight[];
  level: WizardLevel;
}

/** A model's back further than this from the wall's face is not standing against it (meters). */
const WALL_CONTACT = 0.1;
/** How squarely a model must face away from the wall to belong to its run (cos 10°). */
const FACING = Math.cos((10 * Math.PI) / 180);
/** Shorter walls hold no run. */
const SHORTEST_RUN = 0.01;

interface Run {
  /** The run's line, `clearance` out from the wall's face: its start and its direction. */
  origin: { x: number; z: number };
  along: { x: number; z: number };
  from: number;
  to: number;
}

interface Side {
  normal: { x: number; z: number };
  /** How far along the wall each model against this side reaches, as [start, end] from the wall's start. */
  spans: [number, number][];
}

function sideSpans(wall: WizardWall, normal: { x: number; z: number }, models: readonly WizardModel[]) {
  const along = { x: Math.cos(wall.angle), z: -Math.sin(wall.angle) };
  const face = wall.dimensions.z / 2;
  const spans: [number, number][] = [];
  for (const model of models) {
    if (!model.visible) continue;
    const front = { x: Math.sin(model.rotation.y), z: Math.cos(model.rotation.y) };
    if (front.x * normal.x + front.z * normal.z < FACING) continue;
    const offsetX = model.position.x - wall.position.x;
    const offsetZ = model.position.z - wall.position.z;
    const back = offsetX * normal.x + offsetZ * normal.z - model.dimensions.depth / 2;
    if (Math.abs(back - face) > WALL_CONTACT) continue;
    const centre = offsetX * along.x + offsetZ * along.z;
    const start = Math.max(0, centre - model.dimensions.width / 2);
    const end = Math.min(wall.dimensions.x, centre + model.dimensions.width / 2);
    if (end > start) spans.push([start, end]);
  }
  return spans;
}

/**
 * A wall's run: along the cabinets standing against it, on their side, or the whole wall on the side
 * facing the room's middle when none stand there.
 */
function runOf(wall: WizardWall, models: readonly WizardModel[], roomMiddle: { x: number; z: number }): Run {
  const along = { x: Math.cos(wall.angle), z: -Math.sin(wall.angle) };
  const right = { x: Math.sin(wall.angle), z: Math.cos(wall.angle) };
  const sides: Side[] = [right, { x: -right.x, z: -right.z }].map((normal) => ({
    normal,
    spans: sideSpans(wall, normal, models),
  }));
  const length = wall.dimensions.x;
  const middle = {
    x: wall.position.x + (along.x * length) / 2,
    z: wall.position.z + (along.z * length) / 2,
  };
  const towardsRoom = (roomMiddle.x - middle.x) * right.x + (roomMiddle.z - middle.z) * right.z >= 0 ? 0 : 1;
  const [first, second] = sides as [Side, Side];
  const side =
    first.spans.length === second.spans.length
      ? sides[towardsRoom]!
      : first.spans.length > second.spans.length
        ? first
        : second;
  const out = wall.dimensions.z / 2 + LIGHTS_WIZARD_RULES.clearance;
  const from = side.spans.length > 0 ? Math.min(...side.spans.map(([start]) => start)) : 0;
  const to = side.spans.length > 0 ? Math.max(...side.spans.map(([, end]) => end)) : length;
  return {
    origin: { x: wall.position.x + side.normal.x * out, z: wall.position.z + side.normal.z * out },
    along,
    from,
    to,
  };
}

/**
 * Where along a run the lights go: the first and last `endOffset` in from its ends, evenly spread at
 * least `spacing` apart; a run too short for both end offsets gets one light at its middle.
 */
export function runStations(from: number, to: number): number[] {
  const { endOffset, spacing } = LIGHTS_WIZARD_RULES;
  const first = from + endOffset;
  const last = to - endOffset;
  if (last - first < 1e-9) return [(from + to) / 2];
  const count = Math.floor((last - first) / spacing + 1e-9) + 1;
  if (count === 1) return [(first + last) / 2];
  return Array.from({ length: count }, (_, index) => first + ((last - first) * index) / (count - 1));
}

/**
 * The Lights Wizard's placement (spec 001 §2, §9): ceiling or under-cabinet lights (the style's high
 * or low values) along each shown wall's run, `clearance` out from the face the cabinets stand on
 * (the room side when none do), then a row of pendants over each shown island (`islandLightRow`),
 * each run's lights `endOffset` from its ends and `spacing` apart. A light closer than `spacing` to
 * one already there (a corner where two runs meet, a light placed by hand) is left out. The first
 * lights cast shadows while the design stays within the shadow-light cap; at most `loopLimit`
 * lights are placed.
 */
export function lightsWizardPlacement({
  walls,
  islands,
  models,
  lights,
  level,
}: LightsWizardInput): WizardLight[] {
  const { spacing, maxShadowLights, loopLimit } = LIGHTS_WIZARD_RULES;
  const shown = walls.filter((wall) => wall.visible && wall.dimensions.x >= SHORTEST_RUN);
  const shownIslands = islands.filter(
    (island) =>
      island.visible &&
      Math.hypot(island.lastPoint.x - island.firstPoint.x, island.lastPoint.z - island.firstPoint.z) >=
        SHORTEST_RUN,
  );
  const ends = shown.flatMap((wall) => [
    wall.position,
    {
      x: wall.position.x + Math.cos(wall.angle) * wall.dimensions.x,
      z: wall.position.z - Math.sin(wall.angle) * wall.dimensions.x,
    },
  ]);
  const roomMiddle = {
    x: ends.reduce((sum, point) => sum + point.x, 0) / ends.length,
    z: ends.reduce((sum, point) => sum + point.z, 0) / ends.length,
  };
  // Under the lowest shown wall's top; an island alone has no ceiling to stay under.
  const height =
    shown.length > 0
      ? Math.min(level.height, Math.max(...shown.map((wall) => wall.dimensions.y)))
      : level.height;
  let shadowsLeft = Math.max(0, maxShadowLights - lights.filter((light) => light.shadow).length);
  const taken: { x: number; z: number }[] = lights.map(({ x, z }) => ({ x, z }));
  const placed: WizardLight[] = [];
  const runs: Run[] = [
    ...shown.map((wall) => runOf(wall, models, roomMiddle)),
    ...shownIslands.map((island) => islandLightRow(island, models)),
  ];
  for (const run of runs) {
    for (const station of runStations(run.from, run.to)) {
      if (placed.length >= loopLimit) return placed;
      const at = { x: run.origin.x + run.along.x * station, z: run.origin.z + run.along.z * station };
      if (taken.some((other) => Math.hypot(other.x - at.x, other.z - at.z) < spacing - 1e-9)) continue;
      taken.push(at);
      const shadow = shadowsLeft > 0;
      if (shadow) shadowsLeft -= 1;
      placed.push({ ...at, height, intensity: level.intensity, shadow });
    }
  }
  return placed;
}
