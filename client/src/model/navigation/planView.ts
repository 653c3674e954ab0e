/**
 * What the 2D plan shows: the floor point at the middle of the view (meters; the top view looks
 * down with -z up on screen) and the scale in pixels per meter.
 */
export interface PlanView {
  centerX: number;
  centerZ: number;
  zoom: number;
}

/** Pixels per meter before the plan is fitted: a 640 px wide view shows a room about 11 m across. */
export const DEFAULT_PLAN_ZOOM = 56;

/** Farthest out: a whole house of 40 m fits a 400 px wide view with room to spare. */
export const MIN_PLAN_ZOOM = 8;

/** Nearest in: a 1/16" (1.5875 mm) detail spans about 8 pixels. */
export const MAX_PLAN_ZOOM = 5000;

/** The zoom kept within the plan's range; a zoom that is not a positive number is refused. */
export function clampPlanZoom(zoom: number): number {
  if (!Number.isFinite(zoom) || zoom <= 0)
    throw new Error(`A plan zoom must be a positive number, not ${zoom}`);
  return Math.min(MAX_PLAN_ZOOM, Math.max(MIN_PLAN_ZOOM, zoom));
}
