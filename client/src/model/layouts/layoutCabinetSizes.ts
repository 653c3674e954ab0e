/** A straight line of cabinets of one kind: the widths it comes in and its shared size, in inches. */
export interface CabinetLine {
  readonly widths: readonly number[];
  readonly depth: number;
  readonly height: number;
  /** Height of its underside above the floor. */
  readonly elevation: number;
}

/** A corner cabinet with a square footprint that fills the corner where two runs meet, in inches. */
export interface CornerCabinet {
  readonly size: number;
  readonly height: number;
  readonly elevation: number;
}

/** A filler strip that closes what standard widths leave of a run; its width is cut to the gap. */
export interface FillerStrip {
  readonly depth: number;
}

/**
 * The cabinets a layout may start with, as the chosen style's catalogue offers them (inches, as
 * cabinet makers list sizes). Wall cabinets come as one line per height; a wall takes the tallest
 * that fits under it. Null or empty means the catalogue has none of that kind.
 */
export interface LayoutCabinetSizes {
  readonly base: CabinetLine | null;
  readonly wall: readonly CabinetLine[];
  readonly baseCorner: CornerCabinet | null;
  readonly wallCorner: CornerCabinet | null;
  readonly baseFiller: FillerStrip | null;
  readonly wallFiller: FillerStrip | null;
}

function widthsFrom(from: number, to: number): number[] {
  const widths: number[] = [];
  for (let width = from; width <= to; width += 3) widths.push(width);
  return widths;
}

/**
 * The industry's standard sizes, which the default catalogue follows: base cabinets 9"–48" wide in
 * 3" steps, 34.5" high and 24" deep; wall cabinets 9"–36" in 3" steps, 30"–42" high, 12" deep,
 * hung at 54"; a 36" corner base and a 24" x 30" corner wall cabinet; fillers 3/4" deep.
 */
export const STANDARD_CABINET_SIZES: LayoutCabinetSizes = {
  base: { widths: widthsFrom(9, 48), depth: 24, height: 34.5, elevation: 0 },
  wall: [30, 36, 40, 42].map((height) => ({ widths: widthsFrom(9, 36), depth: 12, height, elevation: 54 })),
  baseCorner: { size: 36, height: 34.5, elevation: 0 },
  wallCorner: { size: 24, height: 30, elevation: 54 },
  baseFiller: { depth: 0.75 },
  wallFiller: { depth: 0.75 },
};
