import type { FloorBounds } from './designBounds';
import { clampPlanZoom, type PlanView } from './planView';

/** Pixels kept free around the design on each side when the plan is fitted. */
export const FIT_MARGIN_PX = 40;

/**
 * The plan view that shows `bounds` whole and centred in a `width` × `height` pixel view with a
 * margin on every side, as large as the zoom range allows.
 */
export function fitPlanView(bounds: FloorBounds, width: number, height: number): PlanView {
  if (!(width > 0) || !(height > 0)) throw new Error(`A plan view needs a size, not ${width} × ${height}`);
  const usableWidth = Math.max(1, width - 2 * FIT_MARGIN_PX);
  const usableHeight = Math.max(1, height - 2 * FIT_MARGIN_PX);
  const spanX = Math.max(bounds.maxX - bounds.minX, 1e-3);
  const spanZ = Math.max(bounds.maxZ - bounds.minZ, 1e-3);
  return {
    centerX: (bounds.minX + bounds.maxX) / 2,
    centerZ: (bounds.minZ + bounds.maxZ) / 2,
    zoom: clampPlanZoom(Math.min(usableWidth / spanX, usableHeight / spanZ)),
  };
}
