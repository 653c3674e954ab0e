/** Pointer travel, in pixels, from press to release, below which a press is a click and not a drag. */
export const CLICK_TRAVEL_PX = 4;

/**
 * Whether a scene click was a click: R3F reports a click on the object pressed however far the
 * pointer travelled, so the release of an orbit or a pan would otherwise select what it ends over.
 */
export function isClickNotDrag(event: { delta: number }): boolean {
  return event.delta < CLICK_TRAVEL_PX;
}
