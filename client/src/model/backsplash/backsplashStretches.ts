import type { Backsplash } from '@kitchensync/schemas';
import { INCH } from '../modelParts/cabinetMeasures';
import { backsplashTop } from './backsplashTop';

/** A rectangle on a wall's elevation, meters: x along the wall as the viewer sees it, y up from the floor. */
export interface BacksplashStretch {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** A model on the elevation, as far as the backsplash cares. */
interface StandingModel {
  id: string;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  overhead: boolean;
}

/** A countertop's top on the elevation. */
interface Ledge {
  x0: number;
  x1: number;
  y: number;
}

export interface BacksplashStretchesInput {
  /** The models against the wall, as its elevation places them. */
  models: readonly StandingModel[];
  /** The elevation's countertop lines. */
  countertops: readonly Ledge[];
  /** Which of `models` are ranges standing on the floor (slide-in or freestanding). */
  rangeIds: ReadonlySet<string>;
  backsplash: Pick<Backsplash, 'size' | 'height'>;
  wallHeight: number;
}

/** Pieces narrower or lower than this are slivers left by rounding, not backsplash (meters). */
const SLIVER = 0.003;
/** How far a range's top may be from the countertop beside it and still continue its backsplash line. */
const RANGE_TO_COUNTERTOP = 3 * INCH;

/** `span` less every interval of `covered`: the parts of it nothing covers. */
function uncovered(span: Ledge, covered: readonly Ledge[]): Ledge[] {
  let pieces = [span];
  for (const cover of covered) {
    pieces = pieces.flatMap((piece) =>
      cover.x1 <= piece.x0 || cover.x0 >= piece.x1
        ? [piece]
        : [
            { ...piece, x1: cover.x0 },
            { ...piece, x0: cover.x1 },
          ].filter((part) => part.x1 - part.x0 > SLIVER),
    );
  }
  return pieces;
}

/**
 * What a backsplash rises from along one wall: each countertop's top, and the space behind each
 * range between or beside them, where tile runs on from the countertop beside it (a range's top
 * within 3" of it) or, with none, from the range's top. Neighbours at one height are one ledge.
 */
function ledgesOf({ models, countertops, rangeIds }: BacksplashStretchesInput): Ledge[] {
  const ledges: Ledge[] = countertops.map((line) => ({ x0: line.x0, x1: line.x1, y: line.y }));
  for (const range of models.filter((model) => rangeIds.has(model.id))) {
    const beside = countertops.filter(
      (line) =>
        (Math.abs(line.x1 - range.x0) <= SLIVER || Math.abs(line.x0 - range.x1) <= SLIVER) &&
        Math.abs(line.y - range.y1) <= RANGE_TO_COUNTERTOP,
    );
    const y = beside.length > 0 ? Math.max(...beside.map((line) => line.y)) : range.y1;
    ledges.push(...uncovered({ x0: range.x0, x1: range.x1, y }, countertops));
  }
  ledges.sort((a, b) => a.y - b.y || a.x0 - b.x0);
  const joined: Ledge[] = [];
  for (const ledge of ledges) {
    const last = joined[joined.length - 1];
    if (last && Math.abs(last.y - ledge.y) < SLIVER && ledge.x0 <= last.x1 + SLIVER) {
      last.x1 = Math.max(last.x1, ledge.x1);
    } else joined.push({ ...ledge });
  }
  return joined.sort((a, b) => a.x0 - b.x0 || a.y - b.y);
}

/**
 * The backsplash the wizard asks for on one wall, before openings cut it, on the wall's elevation:
 * over each countertop, and behind each range, from its ledge (see `ledgesOf`) up to the size's
 * height (`backsplashTop`), worked out per stretch between the edges of the wall cabinets, hoods
 * and other overhead models above, so Big and Fill stop under each and reach higher between them.
 * The 3D strips and the elevation's backsplash line are both drawn from these, so they agree.
 */
export function backsplashStretches(input: BacksplashStretchesInput): BacksplashStretch[] {
  const { models, backsplash, wallHeight } = input;
  const overhead = models.filter((model) => model.overhead);
  const stretches: BacksplashStretch[] = [];
  for (const ledge of ledgesOf(input)) {
    const above = overhead.filter(
      (model) => model.x1 > ledge.x0 && model.x0 < ledge.x1 && model.y0 > ledge.y,
    );
    const cuts = [
      ledge.x0,
      ...above.flatMap((model) => [model.x0, model.x1]).filter((x) => x > ledge.x0 && x < ledge.x1),
      ledge.x1,
    ].sort((a, b) => a - b);
    // Between the overhead models' edges the height may change; neighbours of one height are one piece.
    const pieces: BacksplashStretch[] = [];
    for (let i = 0; i + 1 < cuts.length; i += 1) {
      const x0 = cuts[i]!;
      const x1 = cuts[i + 1]!;
      if (x1 - x0 <= SLIVER) continue;
      const over = above.filter((model) => model.x0 < x1 - SLIVER && model.x1 > x0 + SLIVER);
      const underCabinets = over.length > 0 ? Math.min(...over.map((model) => model.y0)) : null;
      const top = backsplashTop(backsplash, ledge.y, underCabinets, wallHeight);
      if (top - ledge.y <= SLIVER) continue;
      const last = pieces[pieces.length - 1];
      if (last && Math.abs(last.y1 - top) < SLIVER && Math.abs(last.x1 - x0) < SLIVER) last.x1 = x1;
      else pieces.push({ x0, x1, y0: ledge.y, y1: top });
    }
    stretches.push(...pieces);
  }
  return stretches;
}
