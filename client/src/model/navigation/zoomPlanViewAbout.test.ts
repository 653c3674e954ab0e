import { describe, expect, it } from 'vitest';
import { MAX_PLAN_ZOOM, type PlanView } from './planView';
import { zoomPlanViewAbout, type ViewOffset } from './zoomPlanViewAbout';

function floorUnder(view: PlanView, at: ViewOffset) {
  return { x: view.centerX + at.dx / view.zoom, z: view.centerZ + at.dy / view.zoom };
}

describe('zoomPlanViewAbout', () => {
  it('keeps the floor point under the pointer where it was', () => {
    const view = { centerX: 1.5, centerZ: -2, zoom: 56 };
    for (const at of [
      { dx: 120, dy: -80 },
      { dx: -300, dy: 10 },
      { dx: 0, dy: 0 },
    ]) {
      for (const factor of [1.25, 0.5, 3]) {
        const zoomed = zoomPlanViewAbout(view, factor, at);
        expect(zoomed.zoom).toBeCloseTo(56 * factor, 9);
        expect(floorUnder(zoomed, at).x).toBeCloseTo(floorUnder(view, at).x, 9);
        expect(floorUnder(zoomed, at).z).toBeCloseTo(floorUnder(view, at).z, 9);
      }
    }
  });

  it('stops at the end of the zoom range and still keeps the point under the pointer', () => {
    const view = { centerX: 0, centerZ: 0, zoom: MAX_PLAN_ZOOM / 2 };
    const at = { dx: 50, dy: 40 };
    const zoomed = zoomPlanViewAbout(view, 10, at);
    expect(zoomed.zoom).toBe(MAX_PLAN_ZOOM);
    expect(floorUnder(zoomed, at).x).toBeCloseTo(floorUnder(view, at).x, 9);
  });
});
