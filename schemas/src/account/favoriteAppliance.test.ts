import { describe, expect, it } from 'vitest';
import { APPLIANCE_TYPES } from '../catalogue/applianceType';
import { favoriteApplianceField, favoriteApplianceId, favoriteMenuLabel } from './favoriteAppliance';
import { UserDataSchema } from './userData';

describe('favorite appliances', () => {
  it('keeps the favorite of each appliance kind in its own user-data field', () => {
    expect(APPLIANCE_TYPES.map(favoriteApplianceField)).toEqual([
      'defaultFridge',
      'defaultDwr',
      'defaultRange',
      'defaultHood',
      'defaultMw',
      'defaultOther',
    ]);
  });

  it('reads the favorite of a kind, null when none is set', () => {
    const userData = UserDataSchema.parse({ credentialId: 'c', defaultHood: 'HOOD30' });
    expect(favoriteApplianceId(userData, 'hood')).toBe('HOOD30');
    expect(favoriteApplianceId(userData, 'microwave')).toBeNull();
  });

  it('offers Select as favorite unless the model already is the favorite of its kind', () => {
    const userData = UserDataSchema.parse({ credentialId: 'c', defaultFridge: 'FR36' });
    expect(favoriteMenuLabel(userData, 'refrigerator', 'FR36')).toBe('Already your favorite');
    expect(favoriteMenuLabel(userData, 'refrigerator', 'FR30')).toBe('Select as favorite');
    expect(favoriteMenuLabel(userData, 'other', 'FR36')).toBe('Select as favorite');
  });
});
