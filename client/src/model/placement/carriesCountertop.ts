import { PROGRAM_KEYS, isCabinetType, type ModelType } from '@kitchensync/schemas';
import { COUNTERTOP_HEIGHT_THRESHOLD } from './placementConstants';

export interface CountertopTraits {
  readonly type: ModelType;
  readonly programKeys: readonly string[];
  /** The height of the model's underside, meters. */
  readonly elevation: number;
}

/**
 * A placed model's countertop flag (spec 001 section 4): true when it has the overhang program key,
 * or when it is a cabinet standing below the countertop threshold (20 inches). Only cabinets that
 * stand on the floor under a counter count: tall cabinets rise past it and wall cabinets hang above
 * it, and a sofa or a rug never carries one.
 */
export function carriesCountertop({ type, programKeys, elevation }: CountertopTraits): boolean {
  if (programKeys.includes(PROGRAM_KEYS.overhang)) return true;
  if (!isCabinetType(type) || type === 'tall' || type === 'wall') return false;
  return elevation < COUNTERTOP_HEIGHT_THRESHOLD;
}
