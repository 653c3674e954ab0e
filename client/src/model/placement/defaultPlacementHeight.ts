import { defaultPlacementHeightIn, inches, type ModelType } from '@kitchensync/schemas';
import { NORMALISED_HEIGHT_FROM, NORMALISED_HEIGHT_TO, PLACEMENT_EPSILON } from './placementConstants';

/**
 * The height (meters) a newly placed model's underside starts at (spec 001 section 9): the
 * catalogue's own default height when it gives one, a 37.25-inch one becoming 36; otherwise by type,
 * wall models 54 inches, accessories 36, everything else the floor. See `placementConstants` for why
 * the catalogue's height is kept.
 */
export function defaultPlacementHeight(type: ModelType, catalogueDefaultHeight: number): number {
  if (Math.abs(catalogueDefaultHeight - NORMALISED_HEIGHT_FROM) <= PLACEMENT_EPSILON)
    return NORMALISED_HEIGHT_TO;
  if (catalogueDefaultHeight > PLACEMENT_EPSILON) return catalogueDefaultHeight;
  return inches(defaultPlacementHeightIn(type));
}
