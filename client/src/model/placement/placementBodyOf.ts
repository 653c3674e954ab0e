import type { PlacedModel } from '@kitchensync/schemas';
import { collisionBehaviour } from './collisionBehaviour';
import type { PlacementBody } from './placementBody';
import { sinkFit } from './sinkFit';

/** A placed model of the document as placement sees it. */
export function placementBodyOf(model: PlacedModel): PlacementBody {
  return {
    id: model.id,
    position: model.position,
    angle: model.rotation.y,
    dimensions: model.dimensions,
    collision: collisionBehaviour({
      type: model.modelType,
      subcategory: model.modelSubcategory,
      programKeys: model.programKeys,
    }),
    restHeight: model.defaultHeight,
    sinkFit: sinkFit({ type: model.modelType, subcategory: model.modelSubcategory }),
  };
}
