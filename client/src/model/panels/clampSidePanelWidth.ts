/** Spec 000: the side panel is resizable, its width limited to 120–300 px plus padding. */
export const SIDE_PANEL_MIN_WIDTH = 120;
export const SIDE_PANEL_MAX_WIDTH = 300;
/** The panel's padding on each side; the limits are on the content width inside it. */
export const SIDE_PANEL_PADDING = 8;
/** What the panel starts at: 180 px in all, as before it could be resized. */
export const SIDE_PANEL_DEFAULT_WIDTH = 180 - 2 * SIDE_PANEL_PADDING;

/**
 * The content width a drag or a stored value asks for, kept within the spec's limits; anything that
 * is no finite number (a corrupted stored value) falls back to the default.
 */
export function clampSidePanelWidth(width: number): number {
  if (!Number.isFinite(width)) return SIDE_PANEL_DEFAULT_WIDTH;
  return Math.round(Math.min(SIDE_PANEL_MAX_WIDTH, Math.max(SIDE_PANEL_MIN_WIDTH, width)));
}
