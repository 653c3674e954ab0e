import type { PlacedModel } from '@kitchensync/schemas';
import { rangeAndOvenForm } from './rangeAndOvenForm';

/** Standing on the floor: within this of it (meters). */
const ON_FLOOR = 0.02;

/** Whether a model is a range standing on the floor (slide-in or freestanding), not a cooktop or a wall oven. */
export function isRange(
  model: Pick<PlacedModel, 'modelType' | 'applianceType' | 'modelName' | 'dimensions' | 'position'>,
): boolean {
  return (
    model.modelType === 'appliance' &&
    model.applianceType === 'range and oven' &&
    Math.abs(model.position.y) <= ON_FLOOR &&
    rangeAndOvenForm(model) === 'range'
  );
}
