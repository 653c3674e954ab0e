import { catalogModelDimensions, type CatalogModel, type FloorPoint } from '@kitchensync/schemas';
import { collisionBehaviour } from './collisionBehaviour';
import { defaultPlacementHeight } from './defaultPlacementHeight';
import type { PlacementBody } from './placementBody';
import { sinkFit } from './sinkFit';

/** A catalogue model about to be placed, as placement sees it, and whether its rotation is locked. */
export interface CatalogPlacement {
  readonly body: PlacementBody;
  readonly keepRotation: boolean;
}

/**
 * A catalogue model put down at `at` (its footprint's centre) at its default height, before the
 * placement rules move it; null when the catalogue gives it no dimensions. Placing and the drop
 * preview both start here, so the preview lands where the drop will.
 */
export function catalogPlacementBody(
  catalogModel: CatalogModel,
  id: string,
  at: FloorPoint,
  angle = 0,
): CatalogPlacement | null {
  const dimensions = catalogModel.defaultDimensions ?? catalogModelDimensions(catalogModel);
  if (dimensions === null) return null;
  const height = defaultPlacementHeight(catalogModel.type, catalogModel.defaultHeight);
  // Catalogue rows may carry lockRotation outside the schema's fields.
  const lockRotation: unknown = (catalogModel as Record<string, unknown>).lockRotation;
  return {
    body: {
      id,
      position: { x: at.x, y: height, z: at.z },
      angle,
      dimensions,
      collision: collisionBehaviour({
        type: catalogModel.type,
        subcategory: catalogModel.subcategory,
        programKeys: catalogModel.programKeys,
      }),
      restHeight: height,
      sinkFit: sinkFit({ type: catalogModel.type, subcategory: catalogModel.subcategory }),
    },
    keepRotation: lockRotation === true,
  };
}
