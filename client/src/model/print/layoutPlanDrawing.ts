import {
  formatLength,
  lengthUnitLabel,
  type LengthUnit,
  type PlacedModel,
  type PlacedOpening,
  type Wall,
} from '@kitchensync/schemas';
import { modelBox } from '../modelParts/ModelBox';
import { planColours } from '../modelParts/planAppearance';
import { designBounds, type FloorBounds } from '../navigation/designBounds';
import { openingBoxOf, wallFaceOf } from '../openings/openingBox';
import { openingPlanSymbol } from '../openings/openingPlanSymbol';
import { wallSolidPieces } from '../openings/wallSolidPieces';
import { isOverheadModel, PLAN_CUT_HEIGHT } from '../plan/isOverheadModel';
import { planLineBatches, type PlanLineStyle } from '../plan/planLineBatches';
import { DIMENSION_OFFSET, wallDimensionString } from '../plan/wallDimensionString';
import type { FloorPoint } from '../wallGeometry';

/** A filled shape of the plan, floor coordinates (meters). */
export interface PlanFill {
  points: FloorPoint[];
  /** #rrggbb */
  colour: string;
  opacity: number;
}

/** A stroke of the plan; `style` says how heavy and whether dashed. */
export interface PlanStroke {
  a: FloorPoint;
  b: FloorPoint;
  style: PlanLineStyle | 'wall' | 'opening' | 'dimension';
  colour: string;
}

/** A wall's length written along its dimension line; `angle` turns it (radians, screen y down). */
export interface PlanLabel {
  at: FloorPoint;
  angle: number;
  text: string;
}

/** The layout sheet's plan as plain shapes, ready to be painted at any size. */
export interface LayoutPlanDrawing {
  bounds: FloorBounds;
  fills: PlanFill[];
  strokes: PlanStroke[];
  labels: PlanLabel[];
}

const hex = (colour: number) => `#${colour.toString(16).padStart(6, '0')}`;
const WALL_CUT = '#37474f';
/** Where the cut passes a window: glazing, drawn light. */
const WALL_UNDER_WINDOW = '#b0bec5';
const DIMENSION = '#263238';

/**
 * The plan for the layout sheet (spec 001 §4 "Layout print flow"): only what belongs on a layout,
 * seen from above. Models marked hideOnLayout (and hidden ones) are left out, as are notes,
 * lights, measurements, grid and selection; walls are cut at the plan's height (dark where solid,
 * light where the cut passes a window), openings carry their plan symbols, models their filled
 * footprints, outlines, door swings and codes as the top view draws them, and every shown wall its
 * dimension string with its length in the person's unit. Null for an empty design.
 */
export function layoutPlanDrawing(
  walls: readonly Wall[],
  models: readonly PlacedModel[],
  openings: readonly PlacedOpening[],
  unit: LengthUnit,
): LayoutPlanDrawing | null {
  const shownWalls = walls.filter((wall) => wall.visible);
  const shownModels = models.filter((model) => model.visible && !model.hideOnLayout);
  const modelBounds = designBounds(shownWalls, shownModels);
  if (modelBounds === null) return null;
  // The dimension strings stand outside the walls: room for them and their text.
  const margin = DIMENSION_OFFSET + 0.2;
  const bounds = {
    minX: modelBounds.minX - margin,
    maxX: modelBounds.maxX + margin,
    minZ: modelBounds.minZ - margin,
    maxZ: modelBounds.maxZ + margin,
  };
  const fills: PlanFill[] = [];
  const strokes: PlanStroke[] = [];
  const labels: PlanLabel[] = [];

  for (const model of shownModels) {
    const box = modelBox(model.dimensions);
    const cos = Math.cos(model.rotation.y);
    const sin = Math.sin(model.rotation.y);
    const corner = (x: number, z: number) => ({
      x: model.position.x + x * cos + z * sin,
      z: model.position.z - x * sin + z * cos,
    });
    fills.push({
      points: [
        corner(box.x0, box.z0),
        corner(box.x1, box.z0),
        corner(box.x1, box.z1),
        corner(box.x0, box.z1),
      ],
      colour: hex(planColours(model.modelType, false).fill),
      opacity: isOverheadModel(model) ? 0.35 : 1,
    });
  }

  for (const wall of shownWalls) {
    const along = { x: Math.cos(wall.angle), z: -Math.sin(wall.angle) };
    const across = { x: Math.sin(wall.angle), z: Math.cos(wall.angle) };
    const at = (distance: number, offset: number) => ({
      x: wall.position.x + along.x * distance + across.x * offset,
      z: wall.position.z + along.z * distance + across.z * offset,
    });
    const half = wall.dimensions.z / 2;
    const holes = openings.filter((opening) => opening.wall_id === wall.id && opening.visible);
    for (const piece of wallSolidPieces(wallFaceOf(wall), holes.map(openingBoxOf))) {
      if (piece.bottom > PLAN_CUT_HEIGHT) continue;
      const cut = piece.top >= PLAN_CUT_HEIGHT;
      fills.push({
        points: [at(piece.left, -half), at(piece.right, -half), at(piece.right, half), at(piece.left, half)],
        colour: cut ? WALL_CUT : WALL_UNDER_WINDOW,
        opacity: 1,
      });
    }
    for (const opening of holes) {
      const symbol = openingPlanSymbol(opening.kind, openingBoxOf(opening), opening.angle, wall.dimensions.z);
      for (const line of symbol.lines) {
        for (let index = 1; index < line.length; index += 1) {
          const from = line[index - 1]!;
          const to = line[index]!;
          strokes.push({
            a: at(from.along, from.across),
            b: at(to.along, to.across),
            style: 'opening',
            colour: DIMENSION,
          });
        }
      }
    }
    if (!wall.showMeasurements) continue;
    const dimension = wallDimensionString(wall);
    for (const segment of dimension.segments)
      strokes.push({ ...segment, style: 'dimension', colour: DIMENSION });
    // The text sits just outside the line, away from the wall.
    const outward = { x: -across.x * 0.12, z: -across.z * 0.12 };
    labels.push({
      at: { x: dimension.line.middle.x + outward.x, z: dimension.line.middle.z + outward.z },
      angle: dimension.line.labelAngle,
      text: `${formatLength(wall.dimensions.x, unit)} ${lengthUnitLabel(unit)}`,
    });
  }

  const { batches } = planLineBatches(shownModels, new Set());
  for (const batch of batches) {
    for (let index = 0; index < batch.colours.length; index += 1) {
      const offset = index * 6;
      strokes.push({
        a: { x: batch.positions[offset]!, z: batch.positions[offset + 2]! },
        b: { x: batch.positions[offset + 3]!, z: batch.positions[offset + 5]! },
        style: batch.style,
        colour: hex(batch.colours[index]!),
      });
    }
  }
  return { bounds, fills, strokes, labels };
}
