/** What one measured stretch of a dimension string is. */
export type ElevationSpanKind =
  'cabinet' | 'appliance' | 'filler' | 'model' | 'gap' | 'opening' | 'wall' | 'height';

/** One measured stretch between two neighbouring ticks of a string, meters along its axis. */
export interface ElevationSpan {
  start: number;
  end: number;
  length: number;
  kind: ElevationSpanKind;
  /** The model or opening the stretch measures, when it measures one. */
  ownerId: string | null;
  /** The length in the person's unit, as the drawing writes it. */
  label: string;
}

/**
 * A chain of dimensions on an elevation: along the wall (`axis` x, the line at height `at`) or up
 * it (`axis` y, the line at distance `at` from the wall's left end). Extension lines run from
 * `reach` (the nearest point of what is measured) to the line.
 */
export interface ElevationDimensionString {
  name: string;
  axis: 'x' | 'y';
  at: number;
  reach: number;
  spans: ElevationSpan[];
}
