import type { ModelType, OpeningKind } from '@kitchensync/schemas';

const SUBJECTS: Record<ModelType, string> = {
  base: 'A base cabinet',
  wall: 'A wall cabinet',
  tall: 'A tall cabinet',
  vanity: 'A vanity',
  accessory: 'An accessory',
  appliance: 'An appliance',
  closets: 'A closet',
  furniture: 'Furniture',
  decoration: 'A decoration',
  uncategorized: 'This model',
};

const PLACES: Record<OpeningKind, string> = {
  'Exterior Door': 'a door',
  'Interior Door': 'a door',
  'Patio Door': 'a door',
  'Garage Door': 'a door',
  'Single Window': 'a window',
  'Double Window': 'a window',
  'Unique Windows': 'a window',
  'Door Opening': 'a door opening',
  'Window Opening': 'a window opening',
  Other: 'an opening',
};

/** Why a model cannot stand where it was put: across a door, window or opening of a wall. */
export function openingBlockReason(modelType: ModelType, openingKind: OpeningKind): string {
  return `${SUBJECTS[modelType]} cannot be placed across ${PLACES[openingKind]}.`;
}
