import type { PartRole } from '../modelParts';
import { ELEVATION_ARROW_SIZE, ELEVATION_TEXT_SIZE } from './elevationConstants';
import type { ElevationDimensionString } from './ElevationDimensionString';
import type { WallElevation } from './wallElevation';

export interface DrawingPoint {
  x: number;
  y: number;
}

/** How heavy a line is, so each output (SVG, PDF) picks its own widths for it. */
export type DrawingWeight = 'fine' | 'thin' | 'medium' | 'heavy';

export type DrawingItem =
  | {
      type: 'rect';
      x0: number;
      y0: number;
      x1: number;
      y1: number;
      fill: string | null;
      stroke: string | null;
      weight: DrawingWeight;
    }
  | { type: 'line'; a: DrawingPoint; b: DrawingPoint; colour: string; weight: DrawingWeight; dashed: boolean }
  | { type: 'polygon'; points: DrawingPoint[]; fill: string }
  | {
      type: 'text';
      at: DrawingPoint;
      text: string;
      /** Cap height, meters at the wall's size. */
      size: number;
      /** 0 along the wall; 90 reads bottom to top. */
      angle: 0 | 90;
      bold: boolean;
      colour: string;
      /** What the text says, so tests and outputs can find codes and measurements. */
      role: 'code' | 'measurement' | 'note';
    };

/** An elevation as plain shapes in meters (x along the wall, y up), drawn the same by the SVG view and the PDF. */
export interface ElevationDrawing {
  extent: { x0: number; y0: number; x1: number; y1: number };
  items: DrawingItem[];
}

const INK = '#263238';
const MUTED = '#607d8b';
const DIMENSION = '#1f4e79';
const PART_FILL: Partial<Record<PartRole, string>> = {
  carcass: '#ffffff',
  door: '#ffffff',
  drawerFront: '#ffffff',
  panel: '#f5f5f5',
  handle: '#90a4ae',
  hardware: '#b0bec5',
  toeKick: '#cfd8dc',
  countertop: '#b0bec5',
  crownMolding: '#eceff1',
  glass: '#e1f5fe',
  applianceBody: '#eceff1',
  applianceDetail: '#cfd8dc',
  burner: '#78909c',
};
/** An island's cabinet seen from behind: its back panel, set apart from the fronts. */
const BACK_FILL = '#eef1f4';
/** Helvetica's average advance per cap height, to keep labels inside what they name. */
const TEXT_WIDTH_PER_SIZE = 0.62;
const EXTENSION_OVERSHOOT = 0.04;
const EXTENSION_GAP = 0.03;

export function textWidth(text: string, size: number): number {
  return text.length * size * TEXT_WIDTH_PER_SIZE;
}

function arrow(tip: DrawingPoint, toward: DrawingPoint): DrawingItem {
  const dx = toward.x - tip.x;
  const dy = toward.y - tip.y;
  const length = Math.hypot(dx, dy) || 1;
  const along = { x: dx / length, y: dy / length };
  const size = Math.min(ELEVATION_ARROW_SIZE, length / 2);
  const half = size / 3;
  const base = { x: tip.x + along.x * size, y: tip.y + along.y * size };
  return {
    type: 'polygon',
    fill: DIMENSION,
    points: [
      tip,
      { x: base.x - along.y * half, y: base.y + along.x * half },
      { x: base.x + along.y * half, y: base.y - along.x * half },
    ],
  };
}

/**
 * A dimension string: the line, an extension line at every tick from what is measured to just past
 * the line, arrows at both ends of each piece pointing at its ticks, and the length written beside
 * each piece (on the far side from the drawing; alternately further out where a piece is too
 * narrow for its text, so neighbours never overprint).
 */
function dimensionItems(dimension: ElevationDimensionString, outward: 1 | -1): DrawingItem[] {
  const items: DrawingItem[] = [];
  const point = (along: number, across: number): DrawingPoint =>
    dimension.axis === 'x' ? { x: along, y: across } : { x: across, y: along };
  const ticks = [dimension.spans[0]?.start ?? 0, ...dimension.spans.map((span) => span.end)];
  const lineFrom = dimension.reach + outward * EXTENSION_GAP;
  for (const tick of ticks) {
    items.push({
      type: 'line',
      a: point(tick, lineFrom),
      b: point(tick, dimension.at + outward * EXTENSION_OVERSHOOT),
      colour: DIMENSION,
      weight: 'fine',
      dashed: false,
    });
  }
  items.push({
    type: 'line',
    a: point(ticks[0]!, dimension.at),
    b: point(ticks[ticks.length - 1]!, dimension.at),
    colour: DIMENSION,
    weight: 'thin',
    dashed: false,
  });
  let staggered = false;
  for (const span of dimension.spans) {
    items.push(arrow(point(span.start, dimension.at), point(span.end, dimension.at)));
    items.push(arrow(point(span.end, dimension.at), point(span.start, dimension.at)));
    const fits = textWidth(span.label, ELEVATION_TEXT_SIZE) < span.length - ELEVATION_TEXT_SIZE * 0.2;
    staggered = fits ? false : !staggered;
    // Above (or left of) a horizontal (vertical) line the text reads on the outward side of the line.
    const clearance = ELEVATION_TEXT_SIZE * (staggered ? 1.9 : 0.45);
    const across = dimension.at + (outward === 1 ? clearance : -clearance - ELEVATION_TEXT_SIZE);
    items.push({
      type: 'text',
      at: point((span.start + span.end) / 2, dimension.axis === 'y' ? across + ELEVATION_TEXT_SIZE : across),
      text: span.label,
      size: ELEVATION_TEXT_SIZE,
      angle: dimension.axis === 'x' ? 0 : 90,
      bold: false,
      colour: DIMENSION,
      role: 'measurement',
    });
  }
  return items;
}

/** The shapes of one wall's (or island side's) elevation: the wall (an island has none), openings, models with codes, countertop and backsplash lines, dimension strings. */
export function elevationDrawing(elevation: WallElevation): ElevationDrawing {
  const items: DrawingItem[] = [];
  const { length, height } = elevation;
  // An island wall is an invisible line: the island is drawn through its models alone.
  if (elevation.subject === 'wall') {
    items.push({
      type: 'rect',
      x0: 0,
      y0: 0,
      x1: length,
      y1: height,
      fill: '#f7f8fa',
      stroke: INK,
      weight: 'medium',
    });
  }
  for (const opening of elevation.openings) {
    const door = /door/i.test(opening.kind) && opening.kind !== 'Door Opening';
    const glazed = /window/i.test(opening.kind) && opening.kind !== 'Window Opening';
    items.push({
      type: 'rect',
      ...opening,
      fill: glazed ? '#e3f2fd' : '#ffffff',
      stroke: INK,
      weight: 'medium',
    });
    if (glazed) {
      const middle = (opening.x0 + opening.x1) / 2;
      items.push({
        type: 'line',
        a: { x: middle, y: opening.y0 },
        b: { x: middle, y: opening.y1 },
        colour: MUTED,
        weight: 'thin',
        dashed: false,
      });
    }
    if (door) {
      // The swing's sign: dashed lines from the latch side to the hinge side's corners.
      const middle = (opening.y0 + opening.y1) / 2;
      items.push({
        type: 'line',
        a: { x: opening.x1, y: opening.y0 },
        b: { x: opening.x0, y: middle },
        colour: MUTED,
        weight: 'thin',
        dashed: true,
      });
      items.push({
        type: 'line',
        a: { x: opening.x0, y: middle },
        b: { x: opening.x1, y: opening.y1 },
        colour: MUTED,
        weight: 'thin',
        dashed: true,
      });
    }
  }
  // Floor models after wall models, so a tall cabinet's front covers nothing it should not.
  for (const model of elevation.models) {
    for (const part of model.parts) {
      items.push({
        type: 'rect',
        x0: part.x0,
        y0: part.y0,
        x1: part.x1,
        y1: part.y1,
        fill: model.fromBehind ? BACK_FILL : (PART_FILL[part.role] ?? '#ffffff'),
        stroke: INK,
        weight: 'fine',
      });
    }
    items.push({
      type: 'rect',
      x0: model.x0,
      y0: model.y0,
      x1: model.x1,
      y1: model.y1,
      fill: null,
      stroke: INK,
      weight: 'medium',
    });
  }
  for (const line of elevation.lines) {
    items.push({
      type: 'line',
      a: { x: line.x0, y: line.y },
      b: { x: line.x1, y: line.y },
      colour: line.role === 'countertop' ? INK : MUTED,
      weight: line.role === 'countertop' ? 'heavy' : 'medium',
      dashed: line.role === 'backsplash',
    });
  }
  for (const model of elevation.models) {
    if (model.code === '') continue;
    const width = model.x1 - model.x0;
    const size = Math.min(ELEVATION_TEXT_SIZE, (width * 0.85) / (model.code.length * TEXT_WIDTH_PER_SIZE));
    // Over a drawer bank the middle is busy; a code reads best a third of the way up the front.
    const y = model.y0 + (model.y1 - model.y0) * 0.45;
    items.push({
      type: 'rect',
      x0: (model.x0 + model.x1) / 2 - textWidth(model.code, size) / 2 - size * 0.25,
      x1: (model.x0 + model.x1) / 2 + textWidth(model.code, size) / 2 + size * 0.25,
      y0: y - size * 0.35,
      y1: y + size * 1.35,
      fill: '#ffffff',
      stroke: null,
      weight: 'fine',
    });
    items.push({
      type: 'text',
      at: { x: (model.x0 + model.x1) / 2, y },
      text: model.code,
      size,
      angle: 0,
      bold: true,
      colour: INK,
      role: 'code',
    });
  }
  items.push({
    type: 'line',
    a: { x: elevation.extent.x0, y: 0 },
    b: { x: elevation.extent.x1, y: 0 },
    colour: INK,
    weight: 'heavy',
    dashed: false,
  });
  for (const dimension of elevation.dimensions) {
    const outward = dimension.axis === 'x' ? (dimension.at < 0 ? -1 : 1) : dimension.at < 0 ? -1 : 1;
    items.push(...dimensionItems(dimension, outward));
  }
  return { extent: elevation.extent, items };
}
