import { modelBox } from './ModelBox';
import type { ModelPart } from './ModelPart';
import type { ModelPartsInput } from './ModelPartsInput';
import { PartList } from './PartList';

const OUTLINE = 0.015;
const FRONT_EDGE = 0.04;
const LIFT = 0.002;

/**
 * The top view's flat look of a model: its footprint filled in one colour, with an outline whose
 * front edge is thicker so the plan shows which way the model faces. The outline stands a little
 * above the fill so the camera looking down sees it on top.
 */
export function planParts(model: ModelPartsInput): ModelPart[] {
  const { x0, x1, z0, z1, width, depth, height } = modelBox(model.dimensions);
  const parts = new PartList();
  const lift = Math.min(LIFT, height / 2);
  parts.add('planFill', { x0, x1, y0: 0, y1: height - lift, z0, z1 });
  const edge = Math.min(OUTLINE, width / 4, depth / 4);
  const front = Math.min(FRONT_EDGE, depth / 4);
  parts.add('planOutline', { x0, x1, y0: 0, y1: height, z0, z1: z0 + edge });
  parts.add('planOutline', { x0, x1, y0: 0, y1: height, z0: z1 - front, z1 });
  parts.add('planOutline', { x0, x1: x0 + edge, y0: 0, y1: height, z0: z0 + edge, z1: z1 - front });
  parts.add('planOutline', { x0: x1 - edge, x1, y0: 0, y1: height, z0: z0 + edge, z1: z1 - front });
  return parts.parts;
}
