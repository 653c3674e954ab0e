import { clampPlanZoom, type PlanView } from './planView';

/** A point of the view in pixels from its middle, x to the right and y down. */
export interface ViewOffset {
  dx: number;
  dy: number;
}

/**
 * The view zoomed by `factor` about a point of the view (the pointer, a pinch's middle): the floor
 * point under it stays under it. The zoom stays within the plan's range.
 */
export function zoomPlanViewAbout(view: PlanView, factor: number, about: ViewOffset): PlanView {
  const zoom = clampPlanZoom(view.zoom * factor);
  const floorX = view.centerX + about.dx / view.zoom;
  const floorZ = view.centerZ + about.dy / view.zoom;
  return { centerX: floorX - about.dx / zoom, centerZ: floorZ - about.dy / zoom, zoom };
}
