import { describe, expect, it } from 'vitest';
import { canCreateSave } from './canCreateSave';
import { PlanSchema } from './plan';
import { FREE_PLAN, FREE_PLAN_SAVES_LIMIT } from './plans';

describe('canCreateSave', () => {
  it('lets the free plan keep up to 5 saves and no sixth', () => {
    expect(canCreateSave(FREE_PLAN, 0)).toBe(true);
    expect(canCreateSave(FREE_PLAN, FREE_PLAN_SAVES_LIMIT - 1)).toBe(true);
    expect(canCreateSave(FREE_PLAN, FREE_PLAN_SAVES_LIMIT)).toBe(false);
    expect(canCreateSave(FREE_PLAN, FREE_PLAN_SAVES_LIMIT + 3)).toBe(false);
  });

  it('never limits a plan whose savesNumber is unlimited', () => {
    expect(canCreateSave(PlanSchema.parse({ id: 'x', name: 'X', savesNumber: null }), 100_000)).toBe(true);
  });

  it('allows no save at all on a plan without the saves flag', () => {
    expect(canCreateSave(PlanSchema.parse({ id: 'x', name: 'X', saves: false }), 0)).toBe(false);
  });
});
