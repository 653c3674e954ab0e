export interface CommonFraction {
  readonly numerator: number;
  readonly denominator: number;
}

/**
 * The spec normalises only fractions whose denominator is over 12, so every fraction with a
 * denominator of 12 or less must survive display as typed: the table is all of them (sevenths,
 * ninths and elevenths included), not a hand-picked subset. Leaving any out would turn a typed
 * `3/7` into `5/12`, which the spec does not ask for. Anything finer, such as sixteenths or a
 * decimal like `.43`, shows as the nearest entry; the widest gap (between 0 and 1/12, and between
 * 11/12 and 1) bounds that display error at 1/24 inch.
 */
export const MAX_COMMON_DENOMINATOR = 12;

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

function buildTable(): CommonFraction[] {
  const table: CommonFraction[] = [];
  for (let denominator = 1; denominator <= MAX_COMMON_DENOMINATOR; denominator += 1) {
    for (let numerator = 0; numerator <= denominator; numerator += 1) {
      if (greatestCommonDivisor(numerator, denominator) === 1) table.push({ numerator, denominator });
    }
  }
  return table.sort((a, b) => a.numerator / a.denominator - b.numerator / b.denominator);
}

/** Ascending from 0/1 to 1/1, so neighbouring entries are the display's step sizes. */
export const COMMON_FRACTIONS: readonly CommonFraction[] = buildTable();

/**
 * The entry closest to `fraction` (expected in [0, 1]). On an exact tie the smaller denominator
 * wins, because the simpler fraction is the easier one to read off a tape measure.
 */
export function nearestCommonFraction(fraction: number): CommonFraction {
  let best = COMMON_FRACTIONS[0]!;
  let bestDistance = Infinity;
  for (const entry of COMMON_FRACTIONS) {
    const distance = Math.abs(fraction - entry.numerator / entry.denominator);
    if (distance < bestDistance || (distance === bestDistance && entry.denominator < best.denominator)) {
      best = entry;
      bestDistance = distance;
    }
  }
  return best;
}
