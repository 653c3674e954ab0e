import type { BacksplashStrip } from './backsplashStrips';

/** How much tile `strips` cover (square meters): the sum of their rectangles, as they are drawn. */
export function backsplashArea(strips: readonly BacksplashStrip[]): number {
  return strips.reduce((sum, strip) => sum + (strip.x1 - strip.x0) * (strip.y1 - strip.y0), 0);
}
