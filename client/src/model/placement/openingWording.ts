import type { ModelType, OpeningKind } from '@kitchensync/schemas';

/**
 * How the placement messages name a model by its type ("A wall cabinet") and a door, window or
 * opening by its kind ("a window"), so the refusal and the warning say it the same way.
 */
export const openingWording: {
  readonly subjects: Readonly<Record<ModelType, string>>;
  readonly places: Readonly<Record<OpeningKind, string>>;
} = {
  subjects: {
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
  },

  places: {
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
  },
};
