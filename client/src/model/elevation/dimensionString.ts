import { formatLength, lengthUnitLabel, type LengthUnit } from '@kitchensync/schemas';
import type { ElevationDimensionString, ElevationSpan, ElevationSpanKind } from './ElevationDimensionString';

/** Ticks closer than this (meters, a thirty-second of an inch) are one tick: float noise, not a gap. */
const SAME_TICK = 0.0008;

/** A stretch the string covers with something named: a cabinet, an appliance, an opening. */
export interface CoveredStretch {
  start: number;
  end: number;
  kind: ElevationSpanKind;
  ownerId: string | null;
}

export function lengthLabel(meters: number, unit: LengthUnit): string {
  return `${formatLength(meters, unit)} ${lengthUnitLabel(unit)}`;
}

/**
 * A dimension string from `from` to `to` with a tick at every edge of the stretches inside it:
 * each piece between two ticks is measured, as the stretch covering it (the first listed wins
 * where they overlap) or as a gap. The pieces always add up to `to - from`.
 */
export function dimensionString(
  name: string,
  axis: 'x' | 'y',
  at: number,
  reach: number,
  from: number,
  to: number,
  stretches: readonly CoveredStretch[],
  unit: LengthUnit,
  gapKind: ElevationSpanKind = 'gap',
): ElevationDimensionString {
  const edges = [from, to];
  for (const stretch of stretches) {
    for (const edge of [stretch.start, stretch.end]) {
      if (edge > from && edge < to) edges.push(edge);
    }
  }
  edges.sort((a, b) => a - b);
  const ticks: number[] = [];
  for (const edge of edges) {
    if (ticks.length === 0 || edge - ticks[ticks.length - 1]! > SAME_TICK) ticks.push(edge);
  }
  // The last tick is the string's end, even when an edge landed within noise of it.
  ticks[ticks.length - 1] = to;
  const spans: ElevationSpan[] = [];
  for (let index = 1; index < ticks.length; index += 1) {
    const start = ticks[index - 1]!;
    const end = ticks[index]!;
    const middle = (start + end) / 2;
    const covering = stretches.find((stretch) => stretch.start <= middle && stretch.end >= middle);
    spans.push({
      start,
      end,
      length: end - start,
      kind: covering?.kind ?? gapKind,
      ownerId: covering?.ownerId ?? null,
      label: lengthLabel(end - start, unit),
    });
  }
  return { name, axis, at, reach, spans };
}
