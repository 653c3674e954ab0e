import { APPLIANCE_TYPES } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { applianceMenu, type ApplianceMenuState } from './applianceMenu';
import { catalogModelFixture } from './catalogModelFixture';

const narrow = applianceMenu.initial(640);

describe('applianceMenu', () => {
  it('starts on step 1 with the refrigerator kind', () => {
    expect(narrow).toEqual({ step: 1, finish: 'uncategorized', kind: 'refrigerator', sizeGroup: null });
  });

  it('starts on uncategorized below 1000 px and on stainless steel from 1000 px', () => {
    expect(applianceMenu.initial(999).finish).toBe('uncategorized');
    expect(applianceMenu.initial(1000).finish).toBe('stainless steel');
  });

  it('shows every section at once from 1000 px wide', () => {
    expect(applianceMenu.showsAllSteps(999)).toBe(false);
    expect(applianceMenu.showsAllSteps(1000)).toBe(true);
  });

  it('goes 1 to 4 by picks: finish, kind, size group', () => {
    const second = applianceMenu.next(narrow, { type: 'pickFinish', finish: 'black' });
    expect(second).toMatchObject({ step: 2, finish: 'black' });
    const third = applianceMenu.next(second, { type: 'pickKind', kind: 'range and oven' });
    expect(third).toMatchObject({ step: 3, kind: 'range and oven', sizeGroup: null });
    const fourth = applianceMenu.next(third, { type: 'pickSizeGroup', sizeGroup: 'Cooktop' });
    expect(fourth).toMatchObject({ step: 4, sizeGroup: 'Cooktop' });
  });

  it('goes back one step at a time and never before step 1', () => {
    let state: ApplianceMenuState = { step: 4, finish: 'white', kind: 'refrigerator', sizeGroup: '30' };
    const steps: number[] = [];
    for (let i = 0; i < 5; i++) {
      state = applianceMenu.next(state, { type: 'back' });
      steps.push(state.step);
    }
    expect(steps).toEqual([3, 2, 1, 1, 1]);
    expect(state.sizeGroup).toBeNull();
    expect(state.finish).toBe('white');
  });

  it('clears the size group when another kind is picked', () => {
    const grouped: ApplianceMenuState = { step: 4, finish: 'white', kind: 'refrigerator', sizeGroup: '30' };
    expect(applianceMenu.next(grouped, { type: 'pickKind', kind: 'hood' }).sizeGroup).toBeNull();
  });

  it('ignores a size group the kind does not have', () => {
    const third: ApplianceMenuState = { step: 3, finish: 'white', kind: 'hood', sizeGroup: null };
    expect(applianceMenu.next(third, { type: 'pickSizeGroup', sizeGroup: '30' })).toBe(third);
    const fridges: ApplianceMenuState = { ...third, kind: 'refrigerator' };
    expect(applianceMenu.next(fridges, { type: 'pickSizeGroup', sizeGroup: 'Cooktop' })).toBe(fridges);
  });

  it('groups refrigerators by width and ranges by form on step 3; other kinds show models there', () => {
    expect(applianceMenu.sizeGroupsOf('refrigerator')).toEqual(['24-28', '30', '33', '36', '42', 'Other']);
    expect(applianceMenu.sizeGroupsOf('range and oven')).toEqual(['Range', 'Oven', 'Cooktop']);
    const ungrouped = APPLIANCE_TYPES.filter((kind) => applianceMenu.thirdStep(kind) === 'models');
    expect(ungrouped).toEqual(['dishwasher and dryer', 'hood', 'microwave', 'other']);
    expect(ungrouped.map((kind) => applianceMenu.lastStep(kind))).toEqual([3, 3, 3, 3]);
    expect(applianceMenu.lastStep('refrigerator')).toBe(4);
  });

  it('reads refrigerator widths as inches and forms as they are', () => {
    expect(applianceMenu.sizeGroupLabel('24-28')).toBe('24-28"');
    expect(applianceMenu.sizeGroupLabel('36')).toBe('36"');
    expect(applianceMenu.sizeGroupLabel('Other')).toBe('Other');
    expect(applianceMenu.sizeGroupLabel('Cooktop')).toBe('Cooktop');
  });

  it('shows appliances of the kind in the finish and size group; uncategorized shows every finish', () => {
    const fridgeSteel = catalogModelFixture({
      catalogModelId: 'rf30-ss',
      type: 'appliance',
      subcategory: 'stainless steel',
      applianceType: 'refrigerator',
      sizeGroup: '30',
    });
    const fridgePanel = catalogModelFixture({
      catalogModelId: 'rf36-pr',
      type: 'appliance',
      subcategory: 'appliances',
      applianceType: 'refrigerator',
      sizeGroup: '36',
    });
    const hood = catalogModelFixture({
      catalogModelId: 'hd30-ss',
      type: 'appliance',
      subcategory: 'stainless steel',
      applianceType: 'hood',
    });
    const models = [fridgeSteel, fridgePanel, hood];
    const base: ApplianceMenuState = {
      step: 4,
      finish: 'uncategorized',
      kind: 'refrigerator',
      sizeGroup: null,
    };
    expect(applianceMenu.models(models, base)).toEqual([fridgeSteel, fridgePanel]);
    expect(applianceMenu.models(models, { ...base, finish: 'stainless steel' })).toEqual([fridgeSteel]);
    expect(applianceMenu.models(models, { ...base, sizeGroup: '36' })).toEqual([fridgePanel]);
    expect(applianceMenu.models(models, { ...base, kind: 'hood', finish: 'black' })).toEqual([]);
  });
});
