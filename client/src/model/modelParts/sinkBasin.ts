import { INCH } from './cabinetMeasures';
import type { FloorRect } from './FloorRect';
import type { ModelBox } from './ModelBox';

/** How far the basin stays from the cabinet's sides (at most), its back and its front. */
const SIDE_MARGIN = 3 * INCH;
const BACK_MARGIN = 4 * INCH;
const FRONT_MARGIN = 3 * INCH;
/** The stainless rim a drop-in sink lays on the countertop around its hole. */
const RIM = 0.75 * INCH;

/** How high a sink base's faucet rises above the countertop. */
export const FAUCET_RISE = 12 * INCH;

/** A sink base's own basin, in the model's frame. */
export interface SinkBasin {
  /** The rim's outer edge on the countertop. */
  outline: FloorRect;
  /** The hole in the countertop the basin hangs in (the rim's inner edge). */
  hole: FloorRect;
}

/**
 * Where a sink base's own basin sits: centred across the width, nearer the front than the back
 * (the faucet stands behind it). Null when the cabinet is too small for a basin a person could use.
 */
export function sinkBasin(box: ModelBox): SinkBasin | null {
  const margin = Math.min(SIDE_MARGIN, box.width / 8);
  const outline = {
    x0: box.x0 + margin,
    x1: box.x1 - margin,
    z0: box.z0 + BACK_MARGIN,
    z1: box.z1 - FRONT_MARGIN,
  };
  if (outline.x1 - outline.x0 < 4 * INCH || outline.z1 - outline.z0 < 6 * INCH) return null;
  const hole = { x0: outline.x0 + RIM, x1: outline.x1 - RIM, z0: outline.z0 + RIM, z1: outline.z1 - RIM };
  return { outline, hole };
}
