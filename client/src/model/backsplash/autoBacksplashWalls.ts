import type { PlacedModel, Wall } from '@kitchensync/schemas';
import { wallElevation } from '../elevation/wallElevation';

/**
 * The walls the backsplash wizard's Auto covers: the shown walls with a countertop along them (base
 * cabinets carrying one stand against them), in the design's order.
 */
export function autoBacksplashWalls(walls: readonly Wall[], models: readonly PlacedModel[]): string[] {
  return walls
    .filter((wall, index) => {
      if (!wall.visible) return false;
      const elevation = wallElevation({ wall, index, models, openings: [], backsplash: null, unit: 'inch' });
      return elevation.lines.some((line) => line.role === 'countertop');
    })
    .map((wall) => wall.id);
}
