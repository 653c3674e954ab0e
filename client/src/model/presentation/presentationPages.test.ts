import { describe, expect, it } from 'vitest';
import {
  PRESENTATION_FOOTER,
  PRESENTATION_MARGIN,
  PRESENTATION_PAGE,
  presentationPages,
} from './presentationPages';

const picture = (id: string, width: number, height: number) => ({ id, name: `Picture ${id}`, width, height });

describe('presentationPages', () => {
  const input = {
    designName: 'Harbour Kitchen',
    designer: ['Ada Byron', 'ada@example.com'],
    date: 'November 27, 2026',
    renders: [picture('r2', 2048, 1536), picture('r1', 1024, 1024)],
    sections: ['Layout', 'Elevations'],
    slides: [picture('s1', 1320, 1020), picture('s2', 800, 1200)],
    priceList: true,
  };

  it('orders cover, renders as chosen, the supplied sections, slides and the price list', () => {
    const pages = presentationPages(input);
    expect(
      pages.map((page) => (page.kind === 'render' || page.kind === 'slide' ? page.picture.id : page.kind)),
    ).toEqual(['cover', 'r2', 'r1', 'section', 'section', 's1', 's2', 'priceList']);
    expect(pages.filter((page) => page.kind === 'section').map((page) => page.title)).toEqual([
      'Layout',
      'Elevations',
    ]);
  });

  it('puts the design name and the designer on the cover, and the spec’s Untitled Save for an unnamed design', () => {
    const [cover] = presentationPages(input);
    expect(cover).toEqual({
      kind: 'cover',
      cover: {
        title: 'Harbour Kitchen',
        subtitle: 'Kitchen design presentation',
        designer: ['Designed by Ada Byron', 'ada@example.com'],
        date: 'November 27, 2026',
      },
    });
    const [unnamed] = presentationPages({ ...input, designName: '  ', designer: [' '] });
    expect(unnamed).toMatchObject({ cover: { title: 'Untitled Save', designer: [] } });
  });

  it('fills the page with a slide of the ideal 1320 × 1020 size and fits other sizes whole, inside the margins', () => {
    const slides = presentationPages(input).filter((page) => page.kind === 'slide');
    const [ideal, tall] = slides.map((page) => page.place);
    expect(ideal!.y).toBeCloseTo(PRESENTATION_MARGIN);
    expect(ideal!.height).toBeCloseTo(
      PRESENTATION_PAGE.height - 2 * PRESENTATION_MARGIN - PRESENTATION_FOOTER,
    );
    expect(ideal!.width / ideal!.height).toBeCloseTo(1320 / 1020);
    expect(tall!.width / tall!.height).toBeCloseTo(800 / 1200);
    for (const place of [ideal!, tall!]) {
      expect(place.x).toBeGreaterThanOrEqual(PRESENTATION_MARGIN - 1e-9);
      expect(place.y).toBeGreaterThanOrEqual(PRESENTATION_MARGIN - 1e-9);
      expect(place.x + place.width).toBeLessThanOrEqual(PRESENTATION_PAGE.width - PRESENTATION_MARGIN + 1e-9);
      expect(place.y + place.height).toBeLessThanOrEqual(
        PRESENTATION_PAGE.height - PRESENTATION_MARGIN + 1e-9,
      );
    }
  });

  it('leaves out the price list when it is not printed, and has only a cover when nothing else is chosen', () => {
    expect(
      presentationPages({ ...input, renders: [], sections: [], slides: [], priceList: false }).map(
        (page) => page.kind,
      ),
    ).toEqual(['cover']);
  });
});
