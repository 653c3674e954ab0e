import type { ApplianceType } from '../catalogue/applianceType';
import type { UserData, UserDataSchema } from './userData';

/** Where user data keeps the favorite model of each appliance kind. */
export const FAVORITE_APPLIANCE_FIELDS = {
  refrigerator: 'defaultFridge',
  'dishwasher and dryer': 'defaultDwr',
  'range and oven': 'defaultRange',
  hood: 'defaultHood',
  microwave: 'defaultMw',
  other: 'defaultOther',
} as const satisfies Record<ApplianceType, keyof typeof UserDataSchema.shape>;

export type FavoriteApplianceField = (typeof FAVORITE_APPLIANCE_FIELDS)[ApplianceType];

export function favoriteApplianceField(type: ApplianceType): FavoriteApplianceField {
  return FAVORITE_APPLIANCE_FIELDS[type];
}

/** The favorite model of a kind, or null when none is set (drops of that kind are then ignored). */
export function favoriteApplianceId(
  userData: Pick<UserData, FavoriteApplianceField>,
  type: ApplianceType,
): string | null {
  return userData[favoriteApplianceField(type)];
}

/** The context-menu entry of an appliance model (spec 001 section 4). */
export function favoriteMenuLabel(
  userData: Pick<UserData, FavoriteApplianceField>,
  type: ApplianceType,
  catalogModelId: string,
): 'Select as favorite' | 'Already your favorite' {
  return favoriteApplianceId(userData, type) === catalogModelId
    ? 'Already your favorite'
    : 'Select as favorite';
}
