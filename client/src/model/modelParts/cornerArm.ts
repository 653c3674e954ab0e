import { PROGRAM_KEYS } from '@kitchensync/schemas';
import { INCH } from './cabinetMeasures';
import type { ModelPartsInput } from './ModelPartsInput';

const BASE_ARM_DEPTH = 24 * INCH;
const WALL_ARM_DEPTH = 12 * INCH;
/** An L whose notch or arms are narrower than this is no L: the model is drawn as a plain cabinet. */
const MIN_NOTCH = 0.05;
const MIN_ARM = 0.05;

/** Whether the model is shaped like an L: the catalogue marks these with the diagonal-corner key. */
function isLShaped(model: ModelPartsInput): boolean {
  const { width, depth } = model.dimensions;
  return (
    model.programKeys.includes(PROGRAM_KEYS.diagonalCorner) ||
    (/corner/i.test(model.modelName) && Math.abs(width - depth) < 0.01)
  );
}

/**
 * How deep the arms of an L-shaped corner cabinet are drawn (a base corner's 24", a wall corner's
 * 12"), or null when the model is not one or too small to leave a notch in front of its doors.
 */
export function cornerArm(model: ModelPartsInput): number | null {
  const standard =
    model.modelType === 'base' && model.modelSubcategory === 'corner'
      ? BASE_ARM_DEPTH
      : model.modelType === 'wall' && model.modelSubcategory !== 'filler'
        ? WALL_ARM_DEPTH
        : null;
  if (standard === null || !isLShaped(model)) return null;
  const { width, depth } = model.dimensions;
  const arm = Math.min(standard, width - MIN_NOTCH, depth - MIN_NOTCH);
  return arm >= MIN_ARM ? arm : null;
}
