import { describe, expect, it } from 'vitest';
import { panPlanView } from './panPlanView';

describe('panPlanView', () => {
  it('moves the floor with the pointer: the point that was under it is under it again', () => {
    const view = { centerX: 2, centerZ: 1, zoom: 50 };
    const panned = panPlanView(view, 100, -50);
    // The floor point at the old middle now shows 100 px right and 50 px up of the middle.
    expect(view.centerX - panned.centerX).toBeCloseTo(100 / 50, 12);
    expect(view.centerZ - panned.centerZ).toBeCloseTo(-50 / 50, 12);
    expect(panned.zoom).toBe(50);
  });
});
