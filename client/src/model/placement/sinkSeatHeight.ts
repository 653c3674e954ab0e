import type { BoxDimensions } from '@kitchensync/schemas';
import { CABINET_MEASURES } from '../modelParts/cabinetMeasures';

/**
 * How high a sink `sinkHeight` tall sits in a sink base standing at `baseY` with `dimensions`: its
 * rim flush with the countertop, or standing on the base's floor when it is taller than the cabinet.
 */
export function sinkSeatHeight(baseY: number, dimensions: BoxDimensions, sinkHeight: number): number {
  return Math.max(baseY, baseY + dimensions.height + CABINET_MEASURES.countertopThickness - sinkHeight);
}
