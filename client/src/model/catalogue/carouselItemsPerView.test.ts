import { describe, expect, it } from 'vitest';
import { carouselItemsPerView } from './carouselItemsPerView';

describe('carouselItemsPerView', () => {
  it('shows 3 collections at once, 1 when the carousel is under 200 px wide', () => {
    expect(carouselItemsPerView(199.5)).toBe(1);
    expect(carouselItemsPerView(0)).toBe(1);
    expect(carouselItemsPerView(200)).toBe(3);
    expect(carouselItemsPerView(640)).toBe(3);
  });
});
