import { fitImage, type PageBox } from './fitImage';

/** The presentation's paper: US Letter landscape, in millimetres. 1320 × 1020 px slides fill it exactly. */
export const PRESENTATION_PAGE = { width: 279.4, height: 215.9 } as const;
/** The white edge around a full-page slide, and the band a render's title takes above it. */
export const PRESENTATION_MARGIN = 10;
export const PRESENTATION_TITLE_BAND = 14;
/** The footer line's height, under every page but the cover. */
export const PRESENTATION_FOOTER = 8;

/** A kept picture the presentation shows, with its pixel size. */
export interface PresentationPicture {
  id: string;
  name: string;
  width: number;
  height: number;
}

export interface PresentationCover {
  title: string;
  subtitle: string;
  /** "Designed by …" and how to reach them, one line each; empty when nobody is known. */
  designer: string[];
  date: string;
}

/** One page or run of pages, in print order. */
export type PresentationPage =
  | { kind: 'cover'; cover: PresentationCover }
  | { kind: 'render'; picture: PresentationPicture; title: string; place: PageBox }
  | { kind: 'section'; index: number; title: string }
  | { kind: 'slide'; picture: PresentationPicture; place: PageBox }
  | { kind: 'priceList' };

export interface PresentationPlanInput {
  designName: string;
  designer: readonly string[];
  /** The day it is printed, as the cover says it. */
  date: string;
  /** The chosen renders, in the chosen order. */
  renders: readonly PresentationPicture[];
  /** Titles of the pages other parts add (layout sheet, elevations), in order. */
  sections: readonly string[];
  slides: readonly PresentationPicture[];
  /** Whether the price list is printed (the person may see prices and the design has any). */
  priceList: boolean;
}

/**
 * The presentation's pages in the order the issue gives (spec 002 §2, issue 16 item 6): a cover with
 * the design's name and its designer, the renders (each under its name, fitted below the title band),
 * the pages other parts supply (the layout sheet, the elevations), the custom slides (each fitted to
 * the whole page inside a thin margin: 1320 × 1020 px is the page's own shape) and the price list.
 */
export function presentationPages(input: PresentationPlanInput): PresentationPage[] {
  const { width, height } = PRESENTATION_PAGE;
  const renderBox: PageBox = {
    x: PRESENTATION_MARGIN,
    y: PRESENTATION_MARGIN + PRESENTATION_TITLE_BAND,
    width: width - 2 * PRESENTATION_MARGIN,
    height: height - 2 * PRESENTATION_MARGIN - PRESENTATION_TITLE_BAND - PRESENTATION_FOOTER,
  };
  const slideBox: PageBox = {
    x: PRESENTATION_MARGIN,
    y: PRESENTATION_MARGIN,
    width: width - 2 * PRESENTATION_MARGIN,
    height: height - 2 * PRESENTATION_MARGIN - PRESENTATION_FOOTER,
  };
  const designer = input.designer.map((line) => line.trim()).filter((line) => line !== '');
  return [
    {
      kind: 'cover',
      cover: {
        title: input.designName.trim() || 'Untitled Save',
        subtitle: 'Kitchen design presentation',
        designer: designer.length === 0 ? [] : [`Designed by ${designer[0]}`, ...designer.slice(1)],
        date: input.date,
      },
    },
    ...input.renders.map((picture) => ({
      kind: 'render' as const,
      picture,
      title: picture.name,
      place: fitImage(picture.width, picture.height, renderBox),
    })),
    ...input.sections.map((title, index) => ({ kind: 'section' as const, index, title })),
    ...input.slides.map((picture) => ({
      kind: 'slide' as const,
      picture,
      place: fitImage(picture.width, picture.height, slideBox),
    })),
    ...(input.priceList ? [{ kind: 'priceList' as const }] : []),
  ];
}
