/**
 * The extra border planes of spec 001 section 9 ("1000 by 1000"), read as one ground plane of
 * 1000 by 1000 meters laid just under the room's floor for the render only: past a room's open
 * sides (an L kitchen has two walls) the picture shows ground meeting the sky at the horizon
 * instead of the editor's blank backdrop and grid.
 */
export const RENDER_BORDER_PLANE_SIZE = 1000;
/** How far under the floor it lies: below the floor's own surface, so the floor always wins. */
export const RENDER_BORDER_PLANE_DROP = 0.005;
