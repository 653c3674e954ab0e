import type { ModelType, OpeningKind } from '@kitchensync/schemas';
import { openingWording } from './openingWording';

/**
 * What the Edit Opening popup says while a door, window or opening stands where models already
 * are (it was placed or moved there): which model is in the way, and what to do about it.
 */
export function openingOverlapWarning(openingKind: OpeningKind, modelTypes: readonly ModelType[]): string {
  const [first] = modelTypes;
  if (first === undefined) return '';
  const place = openingWording.places[openingKind];
  const subject = openingWording.subjects[first];
  const others = modelTypes.length - 1;
  const also = others === 0 ? '' : others === 1 ? ' (and 1 more model)' : ` (and ${others} more models)`;
  return `${subject}${also} stands across ${place.replace(/^an? /, 'this ')}: move the ${place.replace(/^an? /, '')} or what is in its way.`;
}
