import { describe, expect, it } from 'vitest';
import { MAX_PLAN_ZOOM, MIN_PLAN_ZOOM, clampPlanZoom } from './planView';

const INCH = 0.0254;

describe('clampPlanZoom', () => {
  it('zooms out far enough for a whole 40 m house in a 400 px view', () => {
    expect(40 * clampPlanZoom(1)).toBeLessThanOrEqual(400);
  });

  it('zooms in far enough that a 1/16" detail spans several pixels', () => {
    expect((INCH / 16) * clampPlanZoom(1e9)).toBeGreaterThanOrEqual(6);
  });

  it('keeps a zoom inside the range as it is', () => {
    expect(clampPlanZoom(56)).toBe(56);
    expect(clampPlanZoom(MIN_PLAN_ZOOM / 2)).toBe(MIN_PLAN_ZOOM);
    expect(clampPlanZoom(MAX_PLAN_ZOOM * 2)).toBe(MAX_PLAN_ZOOM);
  });

  it('refuses a zoom that is not a positive number', () => {
    expect(() => clampPlanZoom(0)).toThrow(/positive/);
    expect(() => clampPlanZoom(Number.NaN)).toThrow(/positive/);
  });
});
