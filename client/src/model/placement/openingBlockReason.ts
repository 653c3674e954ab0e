import type { ModelType, OpeningKind } from '@kitchensync/schemas';
import { openingWording } from './openingWording';

/** Why a model cannot stand where it was put: across a door, window or opening of a wall. */
export function openingBlockReason(modelType: ModelType, openingKind: OpeningKind): string {
  return `${openingWording.subjects[modelType]} cannot be placed across ${openingWording.places[openingKind]}.`;
}
