/** Lengths are stored in meters; the spec's constants are given in inches. */
export const METERS_PER_INCH = 0.0254;

export function inches(value: number): number {
  return value * METERS_PER_INCH;
}
