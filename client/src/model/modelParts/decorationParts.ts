import { modelBox, type ModelBox } from './ModelBox';
import type { ModelPartsInput } from './ModelPartsInput';
import type { PartRole } from './ModelPart';
import type { PartList } from './PartList';

/** A box covering the given shares of the model's box on each axis (0 is the min side, 1 the max). */
function share(
  parts: PartList,
  box: ModelBox,
  role: PartRole,
  [x0, x1]: readonly [number, number],
  [y0, y1]: readonly [number, number],
  [z0, z1]: readonly [number, number] = [0, 1],
): void {
  parts.add(role, {
    x0: box.x0 + box.width * x0,
    x1: box.x0 + box.width * x1,
    y0: box.height * y0,
    y1: box.height * y1,
    z0: box.z0 + box.depth * z0,
    z1: box.z0 + box.depth * z1,
  });
}

/** The share of a vessel's width (and depth) each of its walls takes. */
export const VESSEL_WALL_SHARE = 0.1;

/** An open vessel (a sink, a bowl): four walls around a floor. */
function vessel(parts: PartList, box: ModelBox, role: PartRole, floor: number): void {
  const wall = VESSEL_WALL_SHARE;
  share(parts, box, role, [0, 1], [0, floor]);
  share(parts, box, role, [0, wall], [floor, 1]);
  share(parts, box, role, [1 - wall, 1], [floor, 1]);
  share(parts, box, role, [wall, 1 - wall], [floor, 1], [0, wall]);
  share(parts, box, role, [wall, 1 - wall], [floor, 1], [1 - wall, 1]);
}

/** Decorations by subcategory: a few boxes each, enough to tell a plant from a pendant. */
export function decorationParts(parts: PartList, model: ModelPartsInput): void {
  const box = modelBox(model.dimensions);
  const name = model.modelName;
  switch (model.modelSubcategory) {
    case 'rug':
      share(parts, box, 'rug', [0, 1], [0, 1]);
      return;
    case 'cat':
      share(parts, box, 'fur', [0.1, 0.75], [0, 0.65], [0.15, 0.85]);
      share(parts, box, 'fur', [0.7, 1], [0.3, 0.85], [0.25, 0.75]);
      share(parts, box, 'fur', [0.72, 0.8], [0.85, 1], [0.3, 0.4]);
      share(parts, box, 'fur', [0.72, 0.8], [0.85, 1], [0.6, 0.7]);
      share(parts, box, 'fur', [0, 0.15], [0, 0.15], [0.7, 0.85]);
      return;
    case 'sink':
      vessel(parts, box, 'ceramic', 0.12);
      share(parts, box, 'hardware', [0.45, 0.55], [0.12, 0.14], [0.45, 0.55]);
      return;
    case 'pot':
      share(parts, box, 'hardware', [0.12, 0.88], [0, 0.9], [0.12, 0.88]);
      share(parts, box, 'hardware', [0.1, 0.9], [0.9, 1], [0.1, 0.9]);
      share(parts, box, 'hardware', [0, 0.12], [0.65, 0.75], [0.4, 0.6]);
      share(parts, box, 'hardware', [0.88, 1], [0.65, 0.75], [0.4, 0.6]);
      return;
    case 'pitcher':
      share(parts, box, 'glass', [0.1, 0.75], [0, 1], [0.15, 0.85]);
      share(parts, box, 'glass', [0.75, 1], [0.3, 0.85], [0.42, 0.58]);
      return;
    case 'light':
      if (/chandelier/i.test(name)) {
        share(parts, box, 'hardware', [0.47, 0.53], [0.4, 1], [0.47, 0.53]);
        share(parts, box, 'hardware', [0, 1], [0.38, 0.42], [0.48, 0.52]);
        share(parts, box, 'hardware', [0.48, 0.52], [0.38, 0.42], [0, 1]);
        for (const [x, z] of [
          [0, 0.45],
          [0.9, 0.45],
          [0.45, 0],
          [0.45, 0.9],
        ] as const) {
          share(parts, box, 'lamp', [x, x + 0.1], [0.42, 0.6], [z, z + 0.1]);
        }
        return;
      }
      share(parts, box, 'hardware', [0.48, 0.52], [0.5, 1], [0.48, 0.52]);
      share(parts, box, 'lamp', [0, 1], [0, 0.5], [0, 1]);
      return;
    case 'glass':
      for (const [x, z] of [
        [0, 0],
        [0.55, 0],
        [0, 0.55],
        [0.55, 0.55],
      ] as const) {
        share(parts, box, 'glass', [x, x + 0.45], [0, 1], [z, z + 0.45]);
      }
      return;
    case 'window':
      if (/shade|blind/i.test(name)) {
        share(parts, box, 'fabric', [0, 1], [0.1, 1]);
        share(parts, box, 'hardware', [0, 1], [0, 0.1]);
        return;
      }
      share(parts, box, 'hardware', [0, 1], [0.97, 1]);
      share(parts, box, 'fabric', [0, 0.3], [0, 0.97]);
      share(parts, box, 'fabric', [0.7, 1], [0, 0.97]);
      return;
    case 'jar':
      share(parts, box, 'ceramic', [0, 0.3], [0, 1]);
      share(parts, box, 'ceramic', [0.35, 0.65], [0, 0.8]);
      share(parts, box, 'ceramic', [0.7, 1], [0, 0.6]);
      return;
    case 'frame':
      share(parts, box, 'wood', [0, 1], [0, 0.1]);
      share(parts, box, 'wood', [0, 1], [0.9, 1]);
      share(parts, box, 'wood', [0, 0.1], [0.1, 0.9]);
      share(parts, box, 'wood', [0.9, 1], [0.1, 0.9]);
      share(parts, box, 'ceramic', [0.1, 0.9], [0.1, 0.9], [0, 0.5]);
      return;
    case 'plant':
      if (box.height > 1) {
        share(parts, box, 'ceramic', [0.25, 0.75], [0, 0.2], [0.25, 0.75]);
        share(parts, box, 'wood', [0.46, 0.54], [0.2, 0.5], [0.46, 0.54]);
        share(parts, box, 'plant', [0, 1], [0.45, 1], [0, 1]);
        return;
      }
      share(parts, box, 'ceramic', [0.15, 0.85], [0, 0.4], [0.15, 0.85]);
      share(parts, box, 'plant', [0, 1], [0.4, 1], [0, 1]);
      return;
    case 'vase':
      share(parts, box, 'ceramic', [0.1, 0.9], [0, 0.75], [0.1, 0.9]);
      share(parts, box, 'ceramic', [0.3, 0.7], [0.75, 1], [0.3, 0.7]);
      return;
    case 'ceiling':
      if (/fan/i.test(name)) {
        share(parts, box, 'hardware', [0.48, 0.52], [0.5, 1], [0.48, 0.52]);
        share(parts, box, 'hardware', [0.42, 0.58], [0.2, 0.5], [0.42, 0.58]);
        share(parts, box, 'wood', [0, 1], [0.25, 0.3], [0.45, 0.55]);
        share(parts, box, 'wood', [0.45, 0.55], [0.25, 0.3], [0, 1]);
        return;
      }
      share(parts, box, 'wood', [0, 1], [0, 1]);
      return;
    case 'wood panels': {
      share(parts, box, 'fabric', [0, 1], [0, 1], [0, 0.4]);
      const slats = Math.max(1, Math.round(box.width / 0.05));
      for (let i = 0; i < slats; i += 1) {
        share(parts, box, 'wood', [(i + 0.2) / slats, (i + 0.8) / slats], [0, 1], [0.4, 1]);
      }
      return;
    }
    default:
      if (/bowl/i.test(name)) vessel(parts, box, 'ceramic', 0.2);
      else if (/board/i.test(name)) share(parts, box, 'wood', [0, 1], [0, 1]);
      else share(parts, box, 'ceramic', [0, 1], [0, 1]);
  }
}
