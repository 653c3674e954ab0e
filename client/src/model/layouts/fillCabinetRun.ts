/** The width most runs are split into; a run of standard widths looks most like a fitted kitchen near it. */
export const PREFERRED_CABINET_WIDTH_IN = 36;

/** Leftovers narrower than this are a joint, not a gap worth a filler strip. */
export const MIN_FILLER_WIDTH_IN = 1 / 8;

/**
 * Runs are filled exactly up to this length; beyond it whole preferred-width cabinets are laid
 * first, which keeps the search small for any wall the layout accepts.
 */
const EXACT_FILL_LIMIT_IN = 480;

export interface FilledRun {
  /** Cabinet widths in inches, widest first. */
  widths: number[];
  /** What the cabinets leave of the run, in inches: at least 0, and the filler strip's width. */
  filler: number;
}

interface Best {
  count: number;
  widest: number;
  last: number;
}

function better(candidate: Best, current: Best | undefined): boolean {
  if (current === undefined) return true;
  if (candidate.count !== current.count) return candidate.count < current.count;
  return candidate.widest < current.widest;
}

/**
 * Splits a run of `length` inches into cabinets of the given whole-inch widths: as much of the run
 * as the widths can cover exactly, with the fewest cabinets, and among those the most even (the
 * smallest widest cabinet); whatever is left is the filler. Both criteria only grow along a
 * solution, so the search over whole inches finds the best split.
 */
export function fillCabinetRun(length: number, available: readonly number[]): FilledRun {
  const widths = [...new Set(available.map(Math.round))].filter((width) => width > 0).sort((a, b) => a - b);
  if (!(length > 0) || widths.length === 0 || length < widths[0]!) {
    return { widths: [], filler: Math.max(length, 0) };
  }

  const preferred = widths.reduce((best, width) =>
    Math.abs(width - PREFERRED_CABINET_WIDTH_IN) < Math.abs(best - PREFERRED_CABINET_WIDTH_IN) ? width : best,
  );
  const chosen: number[] = [];
  let rest = length;
  while (rest > EXACT_FILL_LIMIT_IN) {
    chosen.push(preferred);
    rest -= preferred;
  }

  const target = Math.floor(rest + 1e-9);
  const best: (Best | undefined)[] = [{ count: 0, widest: 0, last: 0 }];
  for (let total = 1; total <= target; total++) {
    for (const width of widths) {
      const before = best[total - width];
      if (width > total || before === undefined) continue;
      const candidate = { count: before.count + 1, widest: Math.max(before.widest, width), last: width };
      if (better(candidate, best[total])) best[total] = candidate;
    }
  }
  let reached = target;
  while (best[reached] === undefined) reached--;
  for (let total = reached; total > 0; total -= best[total]!.last) chosen.push(best[total]!.last);

  chosen.sort((a, b) => b - a);
  const covered = chosen.reduce((sum, width) => sum + width, 0);
  return { widths: chosen, filler: Math.max(length - covered, 0) };
}
