/*
 * The spec's opening numbers (spec 001 sections 5 and 9), read in the person's length unit: "units"
 * there are what the person measures in, as the numeric fields show them.
 *
 * - Placing and dimension edits snap to half-unit steps: half an inch for inches, half a centimetre
 *   for centimetres (and half a foot or metre for those units, as literal as the spec is).
 * - Within 3 units of the sink-aligned point an opening snaps onto it.
 * - A sink stands at a wall when its back meets the wall's face within 0.01 (meters, the internal
 *   unit; the spec gives it bare, like the placement epsilon).
 */
export const OPENING_SNAP_STEP_UNITS = 0.5;
export const SINK_SNAP_DISTANCE_UNITS = 3;
export const SINK_WALL_TOLERANCE = 0.01;
