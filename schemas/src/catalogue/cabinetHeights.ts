/** Wall cabinet heights in inches; they double as the wall type's height subcategories (spec 002 section 9). */
export const WALL_CABINET_HEIGHTS_IN = [30, 36, 40, 42] as const;

/** Bridge cabinets come in these heights in inches, 18 unless chosen otherwise. */
export const BRIDGE_CABINET_HEIGHTS_IN = [12, 15, 18] as const;
export const DEFAULT_BRIDGE_CABINET_HEIGHT_IN = 18;

/**
 * The height above the floor a newly placed model starts at, in inches (spec 001 section 9): wall
 * models 54, accessories 36, a catalogue default of 37.25 becomes 36, everything else the floor.
 */
export function defaultPlacementHeightIn(type: string, catalogueDefaultHeightIn?: number): number {
  if (type === 'wall') return 54;
  if (type === 'accessory') return 36;
  if (catalogueDefaultHeightIn === 37.25) return 36;
  return 0;
}
