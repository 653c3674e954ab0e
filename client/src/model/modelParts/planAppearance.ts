import type { ModelType } from '@kitchensync/schemas';
import type { PartAppearance } from './PartSurface';

/**
 * The top view's palette (spec 001 section 9): selected green, wall light blue-grey, appliance
 * lilac, other blue. Fills are light tints so the plan's dark lines and codes read over them; the
 * outline is the same hue, dark.
 */
export const PLAN_PALETTE = {
  selected: { fill: 0xa5d6a7, outline: 0x1b5e20 },
  wall: { fill: 0xcfd8dc, outline: 0x455a64 },
  appliance: { fill: 0xd1c4e9, outline: 0x4527a0 },
  other: { fill: 0xbbdefb, outline: 0x0d47a1 },
} as const;

/** The palette entry of a model: by its kind, or green while the person has it selected. */
export function planColours(modelType: ModelType, selected: boolean): { fill: number; outline: number } {
  return selected
    ? PLAN_PALETTE.selected
    : modelType === 'wall'
      ? PLAN_PALETTE.wall
      : modelType === 'appliance'
        ? PLAN_PALETTE.appliance
        : PLAN_PALETTE.other;
}

/**
 * The fill of a model in the plan: opaque for what stands on the floor, see-through for what hangs
 * above the plan's cut, so the cabinets below a wall cabinet still show.
 */
export function planAppearance(modelType: ModelType, selected: boolean, overhead: boolean): PartAppearance {
  return { surface: overhead ? 'flatOverhead' : 'flat', color: planColours(modelType, selected).fill };
}
