import { describe, expect, it } from 'vitest';
import { FIT_MARGIN_PX, fitPlanView } from './fitPlanView';
import { MAX_PLAN_ZOOM, MIN_PLAN_ZOOM } from './planView';

describe('fitPlanView', () => {
  it('centres the design and fills the view, within the margin, along its tighter side', () => {
    const view = fitPlanView({ minX: -1, maxX: 5, minZ: 0, maxZ: 2 }, 680, 480);
    expect(view.centerX).toBeCloseTo(2, 12);
    expect(view.centerZ).toBeCloseTo(1, 12);
    // 6 m across 600 usable pixels, 2 m down 400: the width decides.
    expect(view.zoom).toBeCloseTo((680 - 2 * FIT_MARGIN_PX) / 6, 9);
    const tall = fitPlanView({ minX: 0, maxX: 1, minZ: 0, maxZ: 8 }, 680, 480);
    expect(tall.zoom).toBeCloseTo((480 - 2 * FIT_MARGIN_PX) / 8, 9);
  });

  it('stays within the zoom range for a huge or a tiny design', () => {
    expect(fitPlanView({ minX: 0, maxX: 1000, minZ: 0, maxZ: 10 }, 600, 400).zoom).toBe(MIN_PLAN_ZOOM);
    expect(fitPlanView({ minX: 0, maxX: 0, minZ: 0, maxZ: 0 }, 600, 400).zoom).toBe(MAX_PLAN_ZOOM);
  });

  it('refuses a view without a size', () => {
    expect(() => fitPlanView({ minX: 0, maxX: 1, minZ: 0, maxZ: 1 }, 0, 400)).toThrow(/size/);
  });
});
