import { modelBox } from './ModelBox';
import type { ModelPartsInput } from './ModelPartsInput';
import type { PartRole } from './ModelPart';
import type { PartList } from './PartList';

/** Trim sold by the piece (moldings, toe kicks, end panels, shelves) and uncategorized boxes: one box each. */
export function accessoryParts(parts: PartList, model: ModelPartsInput): void {
  const box = modelBox(model.dimensions);
  const name = model.modelName;
  const role: PartRole =
    model.modelType === 'uncategorized'
      ? /column/i.test(name)
        ? 'plaster'
        : 'carcass'
      : /toe kick/i.test(name)
        ? 'toeKick'
        : /molding|rail/i.test(name)
          ? 'crownMolding'
          : 'panel';
  parts.add(role, { x0: box.x0, x1: box.x1, y0: 0, y1: box.height, z0: box.z0, z1: box.z1 });
}
