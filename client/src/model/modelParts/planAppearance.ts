import type { ModelType } from '@kitchensync/schemas';
import type { PartRole } from './ModelPart';
import type { PartAppearance } from './PartSurface';

/** The top view's palette (spec 001 section 9): selected green, wall light blue-grey, appliance lilac, other blue. */
export const PLAN_PALETTE = {
  selected: { fill: 0x66bb6a, outline: 0x2e7d32 },
  wall: { fill: 0xcfd8dc, outline: 0x78909c },
  appliance: { fill: 0xd1c4e9, outline: 0x7e57c2 },
  other: { fill: 0x90caf9, outline: 0x1e88e5 },
} as const;

/** The colour of a plan part: by the model's kind, or green while the person has it selected. */
export function planAppearance(modelType: ModelType, role: PartRole, selected: boolean): PartAppearance {
  const colours = selected
    ? PLAN_PALETTE.selected
    : modelType === 'wall'
      ? PLAN_PALETTE.wall
      : modelType === 'appliance'
        ? PLAN_PALETTE.appliance
        : PLAN_PALETTE.other;
  return { surface: 'flat', color: role === 'planOutline' ? colours.outline : colours.fill };
}
