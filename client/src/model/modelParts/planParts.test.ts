import { describe, expect, it } from 'vitest';
import { modelBox } from './ModelBox';
import { planAppearance, PLAN_PALETTE } from './planAppearance';
import { planParts } from './planParts';
import { placedModelFixture } from './placedModelFixture';

describe('planParts', () => {
  it('fills the footprint up to the model top, one part that takes the clicks', () => {
    const model = placedModelFixture({ modelType: 'base' });
    const parts = planParts(model);
    const box = modelBox(model.dimensions);
    expect(parts).toHaveLength(1);
    expect(parts[0]!.role).toBe('planFill');
    expect(parts[0]!.size.x).toBeCloseTo(box.width, 12);
    expect(parts[0]!.size.z).toBeCloseTo(box.depth, 12);
    expect(parts[0]!.size.y).toBeCloseTo(box.height, 12);
  });
});

describe('planAppearance', () => {
  it('colours the plan by the palette: wall cabinets blue-grey, appliances lilac, the rest blue, selected green', () => {
    expect(planAppearance('wall', false, true).color).toBe(PLAN_PALETTE.wall.fill);
    expect(planAppearance('appliance', false, false).color).toBe(PLAN_PALETTE.appliance.fill);
    expect(planAppearance('base', false, false).color).toBe(PLAN_PALETTE.other.fill);
    expect(planAppearance('appliance', true, false).color).toBe(PLAN_PALETTE.selected.fill);
  });

  it('fills what hangs above the plan cut see-through, what stands on the floor opaque', () => {
    expect(planAppearance('wall', false, true).surface).toBe('flatOverhead');
    expect(planAppearance('base', false, false).surface).toBe('flat');
  });
});
