import { UserDataSchema } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { catalogModelFixture } from './catalogModelFixture';
import { defaultApplianceDragItem } from './defaultApplianceDragItem';

const dishwasher = catalogModelFixture({
  catalogModelId: 'DW24',
  type: 'appliance',
  applianceType: 'dishwasher and dryer',
  name: 'Dishwasher 24"',
});
const otherDishwasher = catalogModelFixture({
  catalogModelId: 'DW18',
  type: 'appliance',
  applianceType: 'dishwasher and dryer',
  name: 'Dishwasher 18"',
});
const lockedHood = catalogModelFixture({
  catalogModelId: 'HOOD36',
  type: 'appliance',
  applianceType: 'hood',
  name: 'Island Hood 36"',
  locked: true,
});
const appliances = [otherDishwasher, dishwasher, lockedHood];
const userData = UserDataSchema.parse({ credentialId: 'user_1', defaultDwr: 'DW24', defaultHood: 'HOOD36' });

describe('defaultApplianceDragItem', () => {
  it('places the favorite model of the dragged kind, in the default style', () => {
    const item = defaultApplianceDragItem('dishwasher and dryer', userData, appliances);
    expect(item.refusal).toBeNull();
    expect(item.pick?.model).toBe(dishwasher);
    expect(item.pick?.catalogStyleId).toBe('default');
  });

  it('places nothing for a kind without a default model, and tells how to set one', () => {
    const item = defaultApplianceDragItem('microwave', userData, appliances);
    expect(item.pick).toBeNull();
    expect(item.refusal).toBe(
      'No default microwave is set. Right-click one in the appliance menu and choose Select as favorite; dragging the kind then places it.',
    );
  });

  it('places nothing while the favorites or the appliances are still loading', () => {
    expect(defaultApplianceDragItem('dishwasher and dryer', null, appliances).pick).toBeNull();
    expect(defaultApplianceDragItem('dishwasher and dryer', userData, null).pick).toBeNull();
  });

  it('places nothing when the default model is locked on the plan or gone from the catalogue', () => {
    expect(defaultApplianceDragItem('hood', userData, appliances)).toEqual({
      pick: null,
      refusal: 'Island Hood 36", your default hood, is locked on your plan.',
    });
    const gone = defaultApplianceDragItem('dishwasher and dryer', userData, [otherDishwasher]);
    expect(gone.pick).toBeNull();
    expect(gone.refusal).toMatch(/^Your default dishwasher and dryer is no longer in the catalogue\./);
  });
});
