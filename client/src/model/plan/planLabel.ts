import { INCH } from '../modelParts/cabinetMeasures';
import type { ModelBox } from '../modelParts/ModelBox';
import type { PlanSegment } from './PlanSegment';
import { strokeText, strokeTextWidth } from './strokeFont';

/** The code's cap height where the footprint has room for it, as plans letter cabinet codes. */
export const PLAN_LABEL_HEIGHT = 2.5 * INCH;
/** Share of the footprint's width and depth the code may fill. */
const FILL_WIDTH = 0.85;
const FILL_DEPTH = 0.4;

/**
 * Whether text written along a model's width would read upside down (or top to bottom) on the
 * plan, once the model is turned by `rotationY`: its +x then points left (or straight down the
 * screen), so it is turned half round to read from the bottom or the right, as drawings are read.
 */
export function labelNeedsTurn(rotationY: number): boolean {
  const alongX = Math.cos(rotationY);
  const alongZ = -Math.sin(rotationY);
  return alongX < -1e-6 || (Math.abs(alongX) <= 1e-6 && alongZ > 0);
}

/**
 * A model's code written in the middle of its footprint along its width, in its frame: the plan
 * height where it fits, smaller in a narrow or shallow footprint, upright whichever way the model
 * is turned. Empty for a model without a code.
 */
export function planLabel(code: string, box: ModelBox, rotationY: number): PlanSegment[] {
  const text = code.trim();
  if (text === '' || box.width <= 0 || box.depth <= 0) return [];
  const widthAtUnit = strokeTextWidth(text, 1);
  const height = Math.min(PLAN_LABEL_HEIGHT, box.depth * FILL_DEPTH, (box.width * FILL_WIDTH) / widthAtUnit);
  const segments = strokeText(text, height);
  const cx = (box.x0 + box.x1) / 2;
  const cz = (box.z0 + box.z1) / 2;
  const turn = labelNeedsTurn(rotationY) ? -1 : 1;
  return segments.map(({ a, b }) => ({
    a: { x: cx + turn * a.x, z: cz + turn * a.z },
    b: { x: cx + turn * b.x, z: cz + turn * b.z },
  }));
}
