/**
 * How a surface reflects light; the scene keeps one shared material per surface, and each part's
 * colour rides on the instance, so the number of materials does not grow with finishes.
 */
export const PART_SURFACES = [
  'matte',
  'satin',
  'metal',
  'glass',
  'darkGlass',
  'lamp',
  'flat',
  'flatOverhead',
] as const;

export type PartSurface = (typeof PART_SURFACES)[number];

/** What a part looks like: its surface and its colour as 0xRRGGBB. */
export interface PartAppearance {
  surface: PartSurface;
  color: number;
}
