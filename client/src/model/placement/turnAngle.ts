const TURN = 2 * Math.PI;

/** The same rotation in [0, 2π), so two angles can be compared. */
export function normaliseAngle(angle: number): number {
  const wrapped = angle % TURN;
  const positive = wrapped < 0 ? wrapped + TURN : wrapped;
  return positive >= TURN ? 0 : positive;
}

/** How far apart two rotations are, in [0, π]. */
export function angleBetween(a: number, b: number): number {
  const difference = normaliseAngle(a - b);
  return Math.min(difference, TURN - difference);
}
