import { modelBox } from './ModelBox';
import type { ModelPart } from './ModelPart';
import type { ModelPartsInput } from './ModelPartsInput';
import { PartList } from './PartList';

/**
 * The top view's fill of a model: its footprint up to its top in one colour, which also takes the
 * clicks that pick it. The lines (outline, code, symbols) are drawn over it by the plan drawing,
 * in screen pixels (`model/plan/modelPlanDrawing`).
 */
export function planParts(model: ModelPartsInput): ModelPart[] {
  const { x0, x1, z0, z1, height } = modelBox(model.dimensions);
  return new PartList().add('planFill', { x0, x1, y0: 0, y1: height, z0, z1 }).parts;
}
