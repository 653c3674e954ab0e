/**
 * How much of a cut-away wall stays standing in the dollhouse view (meters): its bottom 4 inches,
 * as commercial planners keep, so the room's outline still reads and doorways still show as gaps.
 */
export const CUT_AWAY_STUB_HEIGHT = 4 * 0.0254;
