import type { ModelFinishes } from './modelFinishes';
import type { PartRole } from './ModelPart';
import type { PartAppearance } from './PartSurface';

/** The countertop with none chosen: a light quartz slab. */
export const DEFAULT_COUNTERTOP_APPEARANCE: PartAppearance = {
  surface: 'quartz',
  pattern: 'quartz',
  color: 0xe6e2da,
};

const FIXED: Partial<Record<PartRole, PartAppearance>> = {
  interior: { surface: 'matte', color: 0xe9e3d6 },
  hardware: { surface: 'metal', color: 0x9a9ca0 },
  countertop: DEFAULT_COUNTERTOP_APPEARANCE,
  glass: { surface: 'glass', color: 0xbcd6e0 },
  applianceDetail: { surface: 'darkGlass', color: 0x1b1c1f },
  burner: { surface: 'metal', color: 0x3b3c3f },
  fabric: { surface: 'matte', color: 0x8c8f99 },
  cushion: { surface: 'matte', color: 0xa9acb6 },
  bedding: { surface: 'matte', color: 0xf1efe9 },
  wood: { surface: 'stainedWood', pattern: 'woodGrain', color: 0x9c7148 },
  ceramic: { surface: 'satin', color: 0xebe7df },
  plant: { surface: 'matte', color: 0x4d8a3c },
  fur: { surface: 'matte', color: 0xb5835a },
  rug: { surface: 'matte', color: 0x9c6b5e },
  lamp: { surface: 'lamp', color: 0xfff3cf },
  plaster: { surface: 'matte', color: 0xe4e4e2 },
};

/** What a part of `role` looks like on a model with these finishes, in the 3D view. */
export function partAppearance(role: PartRole, finishes: ModelFinishes): PartAppearance {
  const fixed = FIXED[role];
  if (fixed !== undefined) return fixed;
  switch (role) {
    case 'applianceBody':
      return finishes.appliance;
    case 'handle':
      return { surface: 'metal', color: finishes.handle };
    default:
      return finishes.cabinet;
  }
}
