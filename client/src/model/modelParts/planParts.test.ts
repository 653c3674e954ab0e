import { describe, expect, it } from 'vitest';
import { modelBox } from './ModelBox';
import { planAppearance, PLAN_PALETTE } from './planAppearance';
import { planParts } from './planParts';
import { placedModelFixture } from './placedModelFixture';

describe('planParts', () => {
  it('fills the footprint and outlines it, the front edge thicker than the back', () => {
    const model = placedModelFixture({ modelType: 'base' });
    const parts = planParts(model);
    const box = modelBox(model.dimensions);
    const fill = parts.find((part) => part.role === 'planFill')!;
    expect(fill.size.x).toBeCloseTo(box.width, 12);
    expect(fill.size.z).toBeCloseTo(box.depth, 12);
    const outlines = parts.filter((part) => part.role === 'planOutline');
    expect(outlines).toHaveLength(4);
    const front = outlines.find((part) => part.center.z > 0 && part.size.x === box.width)!;
    const back = outlines.find((part) => part.center.z < 0 && part.size.x === box.width)!;
    expect(front.size.z).toBeGreaterThan(back.size.z);
    for (const outline of outlines)
      expect(outline.center.y + outline.size.y / 2).toBeGreaterThan(fill.center.y + fill.size.y / 2);
  });
});

describe('planAppearance', () => {
  it('colours the plan by the palette: wall cabinets blue-grey, appliances lilac, the rest blue, selected green', () => {
    expect(planAppearance('wall', 'planFill', false).color).toBe(PLAN_PALETTE.wall.fill);
    expect(planAppearance('appliance', 'planFill', false).color).toBe(PLAN_PALETTE.appliance.fill);
    expect(planAppearance('base', 'planFill', false).color).toBe(PLAN_PALETTE.other.fill);
    expect(planAppearance('decoration', 'planOutline', false).color).toBe(PLAN_PALETTE.other.outline);
    expect(planAppearance('appliance', 'planFill', true).color).toBe(PLAN_PALETTE.selected.fill);
  });
});
