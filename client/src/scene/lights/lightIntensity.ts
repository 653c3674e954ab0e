/**
 * Candela per unit of a light's `intensity`. Three's point lights are physical (candela, falling off
 * with the square of the distance): at 1, a light at the ceiling (about 2.4 m) adds about as much
 * light to the floor under it as the view's daylight base, so a light visibly warms the room
 * without washing it out; at 2 or 3 it is a bright pool.
 */
export const CANDELA_PER_INTENSITY = 2.5;

/** The three.js `PointLight.intensity` of a document light's `intensity`. */
export function threeLightIntensity(intensity: number): number {
  return Math.max(0, intensity) * CANDELA_PER_INTENSITY;
}
