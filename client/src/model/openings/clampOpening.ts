import type { OpeningBox, WallFace } from './openingBox';

function within(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), high);
}

/**
 * Keeps an opening inside its wall (spec 002 section 5): no wider or taller than the wall, never
 * below 0, its sides and top within the wall's ends and height. The size is kept first, then the
 * opening is moved, so an opening pushed past the wall's end slides back rather than shrinking.
 */
export function clampOpening(box: OpeningBox, wall: WallFace): OpeningBox {
  const length = Math.max(wall.length, 0);
  const height = Math.max(wall.height, 0);
  const width = within(box.width, 0, length);
  const tall = within(box.height, 0, height);
  return {
    width,
    height: tall,
    left: within(box.left, 0, length - width),
    bottom: within(box.bottom, 0, height - tall),
  };
}
