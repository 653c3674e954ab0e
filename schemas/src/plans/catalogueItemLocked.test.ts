import { describe, expect, it } from 'vitest';
import { catalogueItemLocked, catalogueSectionOfModel } from './catalogueItemLocked';
import { FREE_PLAN, planById } from './plans';

const starter = planById('starter')!;
const pro = planById('pro')!;

describe('catalogueItemLocked', () => {
  it('keeps items not marked locked open on every plan', () => {
    expect(catalogueItemLocked(FREE_PLAN, 'appliance', false)).toBe(false);
    expect(catalogueItemLocked(FREE_PLAN, null, false)).toBe(false);
  });

  it('opens a marked item of a graded section only where the plan grades it Full', () => {
    expect(catalogueItemLocked(FREE_PLAN, 'textures', true)).toBe(true);
    expect(catalogueItemLocked(starter, 'textures', true)).toBe(false);
    expect(catalogueItemLocked(starter, 'appliance', true)).toBe(true);
    expect(catalogueItemLocked(pro, 'appliance', true)).toBe(false);
  });

  it('opens a marked ungraded item on any paid plan', () => {
    expect(catalogueItemLocked(FREE_PLAN, null, true)).toBe(true);
    expect(catalogueItemLocked(starter, null, true)).toBe(false);
  });

  it('grades decorations, furniture and appliances by their section, cabinets by none', () => {
    expect(catalogueSectionOfModel('decoration')).toBe('decorations');
    expect(catalogueSectionOfModel('furniture')).toBe('furniture');
    expect(catalogueSectionOfModel('appliance')).toBe('appliance');
    expect(catalogueSectionOfModel('base')).toBeNull();
  });
});
