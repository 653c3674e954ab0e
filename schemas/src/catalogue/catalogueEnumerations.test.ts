import { describe, expect, it } from 'vitest';
import { defaultApplianceFinish } from './applianceFinish';
import { APPLIANCE_SIZE_GROUPS, APPLIANCE_TYPES, DEFAULT_APPLIANCE_TYPE } from './applianceType';
import { defaultPlacementHeightIn } from './cabinetHeights';
import { MODEL_SUBCATEGORIES, isSubcategoryOf } from './modelSubcategories';
import { MODEL_TYPES, isCabinetType } from './modelType';
import { OPENING_KINDS } from './openingKind';

describe('catalogue enumerations', () => {
  it('lists the ten model types of the spec, uncategorized last', () => {
    expect(MODEL_TYPES).toEqual([
      'base',
      'wall',
      'tall',
      'vanity',
      'accessory',
      'closets',
      'appliance',
      'furniture',
      'decoration',
      'uncategorized',
    ]);
  });

  it('groups wall cabinets by the heights 30, 36, 40 and 42 and appliances by finish', () => {
    expect(MODEL_SUBCATEGORIES.wall.slice(0, 4)).toEqual(['30', '36', '40', '42']);
    expect(MODEL_SUBCATEGORIES.appliance).toEqual(['white', 'stainless steel', 'black', 'appliances']);
    expect(isSubcategoryOf('base', 'sink')).toBe(true);
    expect(isSubcategoryOf('tall', 'sink')).toBe(false);
    expect(MODEL_SUBCATEGORIES.closets).toHaveLength(12);
    expect(MODEL_SUBCATEGORIES.decoration).toHaveLength(15);
  });

  it('treats base, wall, tall, vanity and closets as cabinets and nothing else', () => {
    expect(MODEL_TYPES.filter(isCabinetType)).toEqual(['base', 'wall', 'tall', 'vanity', 'closets']);
  });

  it('has six appliance kinds, refrigerator first and the default', () => {
    expect(APPLIANCE_TYPES).toHaveLength(6);
    expect(DEFAULT_APPLIANCE_TYPE).toBe('refrigerator');
    expect(APPLIANCE_SIZE_GROUPS.refrigerator).toEqual(['24-28', '30', '33', '36', '42', 'Other']);
    expect(APPLIANCE_SIZE_GROUPS['range and oven']).toEqual(['Range', 'Oven', 'Cooktop']);
  });

  it('starts the appliance menu on stainless steel from 1000 px wide and on uncategorized below', () => {
    expect(defaultApplianceFinish(1000)).toBe('stainless steel');
    expect(defaultApplianceFinish(999)).toBe('uncategorized');
  });

  it('lists the ten opening kinds word for word', () => {
    expect(OPENING_KINDS).toContain('Unique Windows');
    expect(OPENING_KINDS).toHaveLength(10);
  });

  it('places wall models at 54 inches, accessories at 36, a 37.25 default at 36, the rest on the floor', () => {
    expect(defaultPlacementHeightIn('wall')).toBe(54);
    expect(defaultPlacementHeightIn('accessory')).toBe(36);
    expect(defaultPlacementHeightIn('base', 37.25)).toBe(36);
    expect(defaultPlacementHeightIn('base', 30)).toBe(0);
  });
});
