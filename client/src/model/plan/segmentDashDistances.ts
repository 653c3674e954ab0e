/**
 * The dash distances of line segments given as `[x1, y1, z1, x2, y2, z2, …]`: each segment runs
 * from 0 at its first end to its length at its second, so its dashes start at its own end.
 * three's `computeLineDistances` counts on from the segment before instead, which makes a model's
 * dash pattern depend on the models drawn before it (their order in the document) and shift
 * whenever another model is added or removed.
 */
export function segmentDashDistances(positions: ArrayLike<number>): Float32Array {
  const segments = Math.floor(positions.length / 6);
  const distances = new Float32Array(segments * 2);
  for (let segment = 0; segment < segments; segment++) {
    const at = segment * 6;
    distances[segment * 2 + 1] = Math.hypot(
      positions[at + 3]! - positions[at]!,
      positions[at + 4]! - positions[at + 1]!,
      positions[at + 5]! - positions[at + 2]!,
    );
  }
  return distances;
}
