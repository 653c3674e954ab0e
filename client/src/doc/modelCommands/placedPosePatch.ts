import type { PlacedModel, Vec3 } from '@kitchensync/schemas';
import { carriesCountertop } from '../../model/placement/carriesCountertop';
import { footprintCorners } from '../../model/placement/modelFootprint';

/**
 * The fields that follow a model's pose: position, rotation about y, the `box2d` footprint kept for
 * the 2D view, and the countertop flag, which depends on how high it stands.
 */
export function placedPosePatch(
  model: Pick<PlacedModel, 'rotation' | 'dimensions' | 'modelType' | 'programKeys'>,
  position: Vec3,
  angle: number,
): Pick<PlacedModel, 'position' | 'rotation' | 'box2d' | 'countertop'> {
  return {
    position,
    rotation: { ...model.rotation, y: angle },
    box2d: footprintCorners(position, angle, model.dimensions),
    countertop: carriesCountertop({
      type: model.modelType,
      programKeys: model.programKeys,
      elevation: position.y,
    }),
  };
}
