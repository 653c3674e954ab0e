import { inches } from '@kitchensync/schemas';

/*
 * How the spec's placement numbers are read (spec 000 section 9, spec 001 sections 4 and 9). The
 * spec gives them without units; the document stores meters (spec 002 section 9), so:
 *
 * - Snap tolerance 0.2 is in the internal unit, meters (about 8 inches): read as inches it would
 *   snap nothing a pointer can drop, and the spec names meters as the internal unit.
 * - Epsilon 1e-8 is in meters too and is the tolerance of every float comparison in placement
 *   (lengths and, for parallel and facing checks, radians): touching within it is not a collision.
 * - 100 iterations bound the snap-and-separate loop; a placement still colliding after them is
 *   reported unresolved, never looped on.
 * - Heights are inches, as cabinet makers give them: wall models hang at 54, accessories sit at 36,
 *   a catalogue height of 37.25 becomes 36. "Otherwise 0" is read as the fallback for a model whose
 *   catalogue gives no height: a catalogue height (a hood at 60, a pendant at 72) is kept, since
 *   the seeded catalogue relies on it.
 * - The countertop threshold of 20 units is inches: a cabinet standing lower than that is a floor
 *   cabinet and carries a countertop, one hanging higher does not.
 */
export const SNAP_TOLERANCE = 0.2;
export const MAX_PLACEMENT_ITERATIONS = 100;
export const PLACEMENT_EPSILON = 1e-8;
export const WALL_MODEL_HEIGHT = inches(54);
export const ACCESSORY_HEIGHT = inches(36);
export const NORMALISED_HEIGHT_FROM = inches(37.25);
export const NORMALISED_HEIGHT_TO = inches(36);
export const COUNTERTOP_HEIGHT_THRESHOLD = inches(20);
