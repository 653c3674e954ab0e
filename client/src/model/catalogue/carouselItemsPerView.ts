/** Below this width the style carousel shows one collection at a time (spec 001 section 2). */
export const NARROW_CAROUSEL_PX = 200;

/** How many collections the style carousel shows at once: 3, or 1 when it is under 200 px wide. */
export function carouselItemsPerView(carouselWidthPx: number): 1 | 3 {
  return carouselWidthPx < NARROW_CAROUSEL_PX ? 1 : 3;
}
