import type { Backsplash, PlacedModel, PlacedOpening, Wall } from '@kitchensync/schemas';
import { wallElevation, type ElevationRect } from '../elevation/wallElevation';
import { isRange } from '../modelParts/isRange';
import { backsplashStretches } from './backsplashStretches';

/** One rectangle of backsplash on a wall's face, meters in the wall's own frame. */
export interface BacksplashStrip {
  wallId: string;
  /** Along the wall from its start. */
  x0: number;
  x1: number;
  /** Up from the floor. */
  y0: number;
  y1: number;
  /** Which face it covers: +1 the room side (the wall's right), -1 its back. */
  face: 1 | -1;
}

export interface BacksplashStripsInput {
  walls: readonly Wall[];
  models: readonly PlacedModel[];
  openings: readonly PlacedOpening[];
  backsplash: Backsplash | null;
}

/** Pieces narrower or lower than this are slivers left by rounding, not backsplash (meters). */
const SLIVER = 0.003;

/** `rect` less `hole`: up to four pieces around it (below, above, left, right of it). */
function subtract(rect: ElevationRect, hole: ElevationRect): ElevationRect[] {
  if (hole.x0 >= rect.x1 || hole.x1 <= rect.x0 || hole.y0 >= rect.y1 || hole.y1 <= rect.y0) return [rect];
  const middle = { y0: Math.max(rect.y0, hole.y0), y1: Math.min(rect.y1, hole.y1) };
  return [
    { x0: rect.x0, x1: rect.x1, y0: rect.y0, y1: hole.y0 },
    { x0: rect.x0, x1: rect.x1, y0: hole.y1, y1: rect.y1 },
    { x0: rect.x0, x1: hole.x0, ...middle },
    { x0: hole.x1, x1: rect.x1, ...middle },
  ].filter((piece) => piece.x1 - piece.x0 > SLIVER && piece.y1 - piece.y0 > SLIVER);
}

/**
 * The backsplash the wizard asked for, as rectangles on the chosen walls: on the side of each wall
 * its cabinets face (as the elevation sees it), over each countertop and behind each range, as
 * `backsplashStretches` lays it, cut around the wall's windows, doors and openings. A hidden wall,
 * or a chosen wall the design no longer has, gets none.
 */
export function backsplashStrips({
  walls,
  models,
  openings,
  backsplash,
}: BacksplashStripsInput): BacksplashStrip[] {
  if (backsplash === null) return [];
  const chosen = new Set(backsplash.walls);
  const rangeIds = new Set(models.filter(isRange).map((model) => model.id));
  const strips: BacksplashStrip[] = [];
  walls.forEach((wall, index) => {
    if (!chosen.has(wall.id) || !wall.visible) return;
    const elevation = wallElevation({ wall, index, models, openings, backsplash: null, unit: 'inch' });
    const stretches = backsplashStretches({
      models: elevation.models,
      countertops: elevation.lines.filter((line) => line.role === 'countertop'),
      rangeIds,
      backsplash,
      wallHeight: wall.dimensions.y,
    });
    for (const stretch of stretches) {
      let pieces: ElevationRect[] = [stretch];
      for (const hole of elevation.openings) pieces = pieces.flatMap((piece) => subtract(piece, hole));
      for (const piece of pieces) {
        strips.push({
          wallId: wall.id,
          // The elevation's x runs from the wall's end when it is seen from the back.
          x0: elevation.reversed ? wall.dimensions.x - piece.x1 : piece.x0,
          x1: elevation.reversed ? wall.dimensions.x - piece.x0 : piece.x1,
          y0: piece.y0,
          y1: piece.y1,
          face: elevation.reversed ? -1 : 1,
        });
      }
    }
  });
  return strips;
}
