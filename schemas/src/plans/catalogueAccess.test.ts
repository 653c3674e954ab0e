import { describe, expect, it } from 'vitest';
import { CATALOGUE_SECTIONS, catalogueAccess } from './catalogueAccess';
import { PlanSchema } from './plan';
import { FREE_PLAN } from './plans';

describe('catalogueAccess', () => {
  it('keeps every catalogue section limited on the free plan', () => {
    for (const section of CATALOGUE_SECTIONS) expect(catalogueAccess(FREE_PLAN, section)).toBe('Limited');
  });

  it('reads each section from its own field of the plan', () => {
    const plan = PlanSchema.parse({ id: 'x', name: 'X', textures: 'Full', appliance: 'Full' });
    expect(catalogueAccess(plan, 'textures')).toBe('Full');
    expect(catalogueAccess(plan, 'appliance')).toBe('Full');
    expect(catalogueAccess(plan, 'decorations')).toBe('Limited');
    expect(catalogueAccess(plan, 'furniture')).toBe('Limited');
  });
});
