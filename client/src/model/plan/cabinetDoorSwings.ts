import { CABINET_MEASURES } from '../modelParts/cabinetMeasures';
import type { ModelBox } from '../modelParts/ModelBox';
import type { ModelPartsInput } from '../modelParts/ModelPartsInput';
import { polylineSegments, type PlanPoint, type PlanSegment } from './PlanSegment';

const ARC_STEPS = 24;

/** Cabinets whose front is hinged doors, by type and subcategory (drawers, fillers and corners have none drawn). */
function hasHingedDoors(
  model: Pick<ModelPartsInput, 'modelType' | 'modelSubcategory' | 'modelName'>,
): boolean {
  if (/wine|microwave/i.test(model.modelName)) return false;
  switch (model.modelType) {
    case 'base':
      return (
        model.modelSubcategory === 'regular' ||
        model.modelSubcategory === 'sink' ||
        model.modelSubcategory === ''
      );
    case 'vanity':
      return model.modelSubcategory === 'sink';
    case 'wall':
      return model.modelSubcategory !== 'filler';
    case 'tall':
      return model.modelSubcategory === 'pantry';
    default:
      return false;
  }
}

/** One door's swing: the leaf standing open square to the front from its hinge, and the quarter arc its edge sweeps. */
function swing(hingeX: number, freeX: number, frontZ: number): PlanSegment[] {
  const width = Math.abs(freeX - hingeX);
  const toward = Math.sign(freeX - hingeX);
  const arc: PlanPoint[] = [];
  for (let step = 0; step <= ARC_STEPS; step += 1) {
    const turn = (step / ARC_STEPS) * (Math.PI / 2);
    arc.push({ x: hingeX + toward * width * Math.cos(turn), z: frontZ + width * Math.sin(turn) });
  }
  return [{ a: { x: hingeX, z: frontZ }, b: { x: hingeX, z: frontZ + width } }, ...polylineSegments(arc)];
}

/**
 * The plan's door swings of a cabinet, in its frame before any inversion: the doors laid out as
 * the 3D front lays them out (one door up to 21", else a pair meeting in the middle), a single
 * door opening on its handle's side and so hinged on the other. Each swing is the open leaf and
 * its arc in front of the cabinet (+z). Returns one list per door.
 */
export function cabinetDoorSwings(
  model: Pick<ModelPartsInput, 'modelType' | 'modelSubcategory' | 'modelName' | 'handlesDefaultSide'>,
  box: ModelBox,
): PlanSegment[][] {
  if (!hasHingedDoors(model) || box.width <= 0) return [];
  if (box.width <= CABINET_MEASURES.maxSingleDoorWidth) {
    const opensLeft = model.handlesDefaultSide === 'left';
    return [swing(opensLeft ? box.x1 : box.x0, opensLeft ? box.x0 : box.x1, box.z1)];
  }
  return [swing(box.x0, 0, box.z1), swing(box.x1, 0, box.z1)];
}
