import { toMeters, type LengthUnit } from '@kitchensync/schemas';
import { clampOpening } from './clampOpening';
import type { OpeningBox, WallFace } from './openingBox';
import { SINK_SNAP_DISTANCE_UNITS } from './openingSnapRules';
import { snapToHalfUnit } from './snapToHalfUnit';

export interface OpeningSettling {
  readonly wall: WallFace;
  /** The sink-aligned points of the wall (`sinkAlignedCentres`), meters from its start. */
  readonly sinkCentres: readonly number[];
  readonly unit: LengthUnit;
}

/**
 * Where an opening placed or edited at `box` ends up (spec 001 sections 4 and 5, spec 002 section
 * 5): every length snapped to half a unit, then centred on the nearest sink within 3 units, then
 * kept inside the wall. Clamping comes last so the opening never leaves its wall; a side pressed
 * against a wall's end may then sit off the half-unit grid, flush with the end.
 */
export function settleOpening(box: OpeningBox, { wall, sinkCentres, unit }: OpeningSettling): OpeningBox {
  const snapped: OpeningBox = {
    left: snapToHalfUnit(box.left, unit),
    bottom: snapToHalfUnit(box.bottom, unit),
    width: snapToHalfUnit(box.width, unit),
    height: snapToHalfUnit(box.height, unit),
  };
  const centre = snapped.left + snapped.width / 2;
  // A nanometre of slack, so a sink exactly 3 units away (as typed) is in reach despite float noise.
  const reach = toMeters(SINK_SNAP_DISTANCE_UNITS, unit) + 1e-9;
  let nearest: number | null = null;
  for (const sink of sinkCentres) {
    const distance = Math.abs(sink - centre);
    if (distance <= reach && (nearest === null || distance < Math.abs(nearest - centre))) nearest = sink;
  }
  const aligned = nearest === null ? snapped : { ...snapped, left: nearest - snapped.width / 2 };
  return clampOpening(aligned, wall);
}
