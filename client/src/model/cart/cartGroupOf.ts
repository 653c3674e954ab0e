import { isCabinetType, type PlacedModel } from '@kitchensync/schemas';
import type { CartGroupId } from './cartGroups';

const PANEL_OR_FILLER = /\b(panel|filler)s?\b/i;

/** Which group of the price list a placed model is counted in. */
export function cartGroupOf(
  model: Pick<PlacedModel, 'modelType' | 'modelSubcategory' | 'modelName'>,
): CartGroupId {
  if (isCabinetType(model.modelType)) {
    return model.modelSubcategory === 'filler' ? 'fillersAndPanels' : 'cabinets';
  }
  switch (model.modelType) {
    case 'appliance':
      return 'appliances';
    case 'furniture':
    case 'decoration':
      return 'furnitureAndDecorations';
    case 'accessory':
      return PANEL_OR_FILLER.test(model.modelName) ? 'fillersAndPanels' : 'accessoriesAndMolding';
    default:
      return 'accessoriesAndMolding';
  }
}
