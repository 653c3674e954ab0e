/**
 * How far (meters) a moved point is pulled to another wall. The spec says "0.25 units" and names
 * meters as its internal unit, so this is 0.25 m (about 9 7/8 in) whatever unit the user reads
 * lengths in. Reading it in the display unit instead would make snapping depend on the unit chosen
 * (0.25 in would be a third of a pixel in the top view, 0.25 mm nothing at all), and at the top
 * view's 56 px per meter 0.25 m is about 14 px, the reach a pointer needs.
 */
export const WALL_SNAP_DISTANCE = 0.25;

/** The spec's tolerance offset: overlaps and misfits smaller than this are float noise. */
export const WALL_TOLERANCE = 1e-7;

/**
 * Two connected walls are joined at the ends that lie within this distance (meters). Drawing joins
 * walls at exactly one point; a millimetre absorbs the rounding that edits and syncing add.
 */
export const WALL_JOIN_DISTANCE = 1e-3;

/** The spec's bound on any loop over walls, so a malformed graph cannot hang the editor. */
export const WALL_LOOP_LIMIT = 1000;
