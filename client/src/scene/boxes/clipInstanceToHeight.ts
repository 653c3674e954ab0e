/** Below the floor, where a box with nothing left under the cut is tucked away. */
const TUCKED_AWAY_AT = -0.01;
/** Kept above zero: a box of no height has no inverse, and picking inverts every instance's matrix. */
const HAIR = 1e-5;

/**
 * Writes into `target` (at `offset`) the matrix of instance `offset / 16` of `source` cut down to
 * what lies below `height`: the box keeps its bottom and loses what stands above. A box wholly above
 * the cut becomes a hair-thin sliver under the floor. Only for boxes turned about the vertical alone
 * (`boxInstances`), whose matrix's second column is (0, height, 0) and whose 14th element is the
 * centre's height.
 */
export function clipInstanceToHeight(
  source: Float32Array,
  target: Float32Array,
  offset: number,
  height: number,
): void {
  for (let element = 0; element < 16; element += 1) target[offset + element] = source[offset + element]!;
  const size = source[offset + 5]!;
  const centre = source[offset + 13]!;
  const bottom = centre - size / 2;
  const top = centre + size / 2;
  if (top <= height) return;
  const keptBottom = bottom < height ? bottom : TUCKED_AWAY_AT;
  const keptTop = bottom < height ? height : TUCKED_AWAY_AT + HAIR;
  target[offset + 5] = keptTop - keptBottom;
  target[offset + 13] = (keptTop + keptBottom) / 2;
}
