/** The scales drawings are printed at; an installer's scale rule has these. */
const STANDARD_SCALES = [5, 10, 15, 20, 25, 30, 40, 50, 75, 100, 125, 150, 200, 250, 300, 400, 500, 1000];

/**
 * The largest standard scale (1:n, the smallest n) at which a drawing `width` × `height` meters fits
 * in `areaWidth` × `areaHeight` millimetres of paper, so the printed page can be measured with a
 * scale rule.
 */
export function elevationScale(width: number, height: number, areaWidth: number, areaHeight: number): number {
  const needed = Math.max((width * 1000) / areaWidth, (height * 1000) / areaHeight);
  return STANDARD_SCALES.find((scale) => scale >= needed) ?? Math.ceil(needed);
}
