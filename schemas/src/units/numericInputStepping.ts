/** One arrow-key press changes a numeric field by this much, in the field's own unit. */
export const NUMERIC_INPUT_STEP = 1;

/** Holding an arrow (or step button) starts repeating after this delay... */
export const LONG_PRESS_DELAY_MS = 400;

/** ...and then repeats at this interval, so a long hold covers large distances quickly. */
export const LONG_PRESS_REPEAT_MS = 30;
