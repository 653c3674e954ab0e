import type { PresentationImageMediaType } from '@kitchensync/schemas';
import type { QuoteDocument } from '../../model/cart/quoteDocument';
import {
  PRESENTATION_MARGIN,
  PRESENTATION_PAGE,
  presentationPages,
  type PresentationPicture,
} from '../../model/presentation/presentationPages';
import { drawQuote } from '../cart/quotePdf';
import type { PresentationSection } from './PresentationSection';

type Rgb = [number, number, number];

const BRAND = 'KitchenSync';
const INK: Rgb = [33, 37, 41];
const MUTED: Rgb = [108, 117, 125];
const ACCENT: Rgb = [31, 78, 121];

/** A kept picture with its bytes, ready to draw. */
export interface PresentationPictureFile extends PresentationPicture {
  mediaType: PresentationImageMediaType;
  bytes: Uint8Array;
}

export interface PresentationPdfInput {
  designName: string;
  designer: readonly string[];
  date: string;
  renders: readonly PresentationPictureFile[];
  sections: readonly PresentationSection[];
  slides: readonly PresentationPictureFile[];
  /** The price list as the quote prints it, or null when it is not printed. */
  priceList: QuoteDocument | null;
}

const IMAGE_FORMAT: Record<PresentationImageMediaType, 'PNG' | 'JPEG'> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
};

/**
 * The presentation as one PDF (spec 002 §2, issue 16 item 6), on US Letter landscape, the shape of a
 * 1320 × 1020 px slide: the pages `presentationPages` lays out, drawn with jsPDF (loaded on first use),
 * text as real text; every page after the cover has a footer with the design's name and its number.
 */
export async function presentationPdf(input: PresentationPdfInput): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const { width, height } = PRESENTATION_PAGE;
  const pdf = new jsPDF({ unit: 'mm', format: 'letter', orientation: 'landscape' });
  const pages = presentationPages({
    designName: input.designName,
    designer: input.designer,
    date: input.date,
    renders: input.renders,
    sections: input.sections.map((section) => section.title),
    slides: input.slides,
    priceList: input.priceList !== null,
  });
  const files = new Map([...input.renders, ...input.slides].map((file) => [file.id, file]));
  const drawPicture = (
    picture: PresentationPicture,
    place: { x: number; y: number; width: number; height: number },
  ) => {
    const file = files.get(picture.id)!;
    pdf.addImage(
      file.bytes,
      IMAGE_FORMAT[file.mediaType],
      place.x,
      place.y,
      place.width,
      place.height,
      file.id,
      'FAST',
    );
  };

  let title = '';
  for (const page of pages) {
    switch (page.kind) {
      case 'cover': {
        const { cover } = page;
        title = cover.title;
        pdf.setProperties({ title: `${cover.title}: presentation`, creator: BRAND, subject: cover.subtitle });
        pdf.setFillColor(...ACCENT);
        pdf.rect(0, 0, width, height * 0.62, 'F');
        pdf.setTextColor(255, 255, 255);
        pdf.setFont('helvetica', 'bold').setFontSize(14);
        pdf.text(BRAND, PRESENTATION_MARGIN * 2, PRESENTATION_MARGIN * 2.4);
        pdf.setFont('helvetica', 'normal').setFontSize(13);
        pdf.text(cover.subtitle.toUpperCase(), PRESENTATION_MARGIN * 2, height * 0.62 - 44);
        pdf.setFont('helvetica', 'bold').setFontSize(36);
        const wrapped = pdf.splitTextToSize(cover.title, width - PRESENTATION_MARGIN * 4) as string[];
        pdf.text(wrapped.slice(0, 2), PRESENTATION_MARGIN * 2, height * 0.62 - 28);
        pdf
          .setTextColor(...INK)
          .setFont('helvetica', 'normal')
          .setFontSize(14);
        cover.designer.forEach((line, index) => {
          pdf.setFont('helvetica', index === 0 ? 'bold' : 'normal');
          pdf.text(line, PRESENTATION_MARGIN * 2, height * 0.62 + 20 + index * 7);
        });
        pdf
          .setTextColor(...MUTED)
          .setFont('helvetica', 'normal')
          .setFontSize(11);
        pdf.text(cover.date, width - PRESENTATION_MARGIN * 2, height * 0.62 + 20, { align: 'right' });
        break;
      }
      case 'render':
        pdf.addPage('letter', 'landscape');
        pdf
          .setTextColor(...INK)
          .setFont('helvetica', 'bold')
          .setFontSize(16);
        pdf.text(page.title, PRESENTATION_MARGIN, PRESENTATION_MARGIN + 8);
        drawPicture(page.picture, page.place);
        break;
      case 'section':
        await input.sections[page.index]!.addPages(pdf);
        break;
      case 'slide':
        pdf.addPage('letter', 'landscape');
        drawPicture(page.picture, page.place);
        break;
      case 'priceList':
        pdf.addPage('letter', 'landscape');
        await drawQuote(pdf, input.priceList!);
        break;
    }
  }

  const count = pdf.getNumberOfPages();
  for (let number = 2; number <= count; number += 1) {
    pdf.setPage(number);
    const pageWidth = pdf.internal.pageSize.getWidth();
    const pageHeight = pdf.internal.pageSize.getHeight();
    pdf
      .setFontSize(8)
      .setTextColor(...MUTED)
      .setFont('helvetica', 'normal');
    pdf.text(`${BRAND} · ${title} · Presentation`, PRESENTATION_MARGIN, pageHeight - PRESENTATION_MARGIN / 2);
    pdf.text(
      `Page ${number} of ${count}`,
      pageWidth - PRESENTATION_MARGIN,
      pageHeight - PRESENTATION_MARGIN / 2,
      {
        align: 'right',
      },
    );
  }
  return pdf.output('blob');
}
