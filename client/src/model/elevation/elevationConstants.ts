/**
 * Spec 001 §9 gives the elevation's measurement constants as bare numbers: wall offset 0.4, arrow
 * size 0.08, text size 0.1. The design keeps meters (the spec's internal unit), so they are read as
 * meters at the wall's real size: each dimension string stands 0.4 m further out than the one
 * before, its arrows are 8 cm long and its text 10 cm high, which at 1:20 prints 5 mm letters.
 */
export const ELEVATION_DIMENSION_OFFSET = 0.4;
export const ELEVATION_ARROW_SIZE = 0.08;
export const ELEVATION_TEXT_SIZE = 0.1;
