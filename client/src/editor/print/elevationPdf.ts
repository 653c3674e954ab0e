import type { LengthUnit } from '@kitchensync/schemas';
import type { jsPDF as JsPdf } from 'jspdf';
import type { DrawingItem, DrawingWeight, ElevationDrawing } from '../../model/elevation/elevationDrawing';
import { elevationScale } from '../../model/elevation/elevationScale';
import type { WallElevation } from '../../model/elevation/wallElevation';

type Rgb = [number, number, number];

const MARGIN = 12;
const HEADER = 14;
const FOOTER = 10;
const INK: Rgb = [38, 50, 56];
const MUTED: Rgb = [96, 125, 139];
/** Millimetres of paper per weight. */
const STROKE_MM: Record<DrawingWeight, number> = { fine: 0.1, thin: 0.18, medium: 0.3, heavy: 0.5 };
const POINT_MM = 25.4 / 72;
/** A font's cap height is about 0.72 of its size. */
const CAP_HEIGHT = 0.72;

const rgbOf = (hex: string): Rgb => [
  Number.parseInt(hex.slice(1, 3), 16),
  Number.parseInt(hex.slice(3, 5), 16),
  Number.parseInt(hex.slice(5, 7), 16),
];

export interface ElevationPage {
  elevation: WallElevation;
  drawing: ElevationDrawing;
}

export interface ElevationPdfInput {
  projectName: string;
  designer: string;
  date: string;
  unit: LengthUnit;
  pages: readonly ElevationPage[];
}

/** Paper the person's unit suggests: US Letter for inches and feet, A4 otherwise. */
function paperFor(unit: LengthUnit): 'letter' | 'a4' {
  return unit === 'inch' || unit === 'ft' ? 'letter' : 'a4';
}

function drawItem(
  pdf: JsPdf,
  item: DrawingItem,
  toPage: (x: number, y: number) => [number, number],
  mmPerMeter: number,
) {
  switch (item.type) {
    case 'rect': {
      const [left, top] = toPage(item.x0, item.y1);
      const [right, bottom] = toPage(item.x1, item.y0);
      if (item.fill) pdf.setFillColor(...rgbOf(item.fill));
      if (item.stroke) {
        pdf.setDrawColor(...rgbOf(item.stroke));
        pdf.setLineWidth(STROKE_MM[item.weight]);
      }
      const style = item.fill && item.stroke ? 'FD' : item.fill ? 'F' : 'S';
      pdf.rect(left, top, right - left, bottom - top, style);
      return;
    }
    case 'line': {
      pdf.setDrawColor(...rgbOf(item.colour));
      pdf.setLineWidth(STROKE_MM[item.weight]);
      pdf.setLineDashPattern(item.dashed ? [1.5, 1] : [], 0);
      pdf.line(...toPage(item.a.x, item.a.y), ...toPage(item.b.x, item.b.y));
      pdf.setLineDashPattern([], 0);
      return;
    }
    case 'polygon': {
      const [first, ...rest] = item.points.map((point) => toPage(point.x, point.y));
      if (!first) return;
      pdf.setFillColor(...rgbOf(item.fill));
      const steps = rest.map(([x, y], index) => {
        const [px, py] = index === 0 ? first : rest[index - 1]!;
        return [x - px, y - py];
      });
      pdf.lines(steps, first[0], first[1], [1, 1], 'F', true);
      return;
    }
    case 'text': {
      const sizeMm = (item.size * mmPerMeter) / CAP_HEIGHT;
      pdf.setFont('helvetica', item.bold ? 'bold' : 'normal');
      pdf.setFontSize(sizeMm / POINT_MM);
      pdf.setTextColor(...rgbOf(item.colour));
      const [x, y] = toPage(item.at.x, item.at.y);
      pdf.text(item.text, x, y, {
        align: item.angle === 0 ? 'center' : undefined,
        angle: item.angle,
        baseline: 'alphabetic',
      });
      return;
    }
  }
}

/**
 * The wall elevations as one vector PDF, a page per wall (spec 001 §4 "Wall elevations"): each
 * drawing at the largest standard scale that fits its page, the scale written on the page ("Scale
 * 1:20"), so a printout at 100% can be measured with a scale rule; codes and measurements are real
 * text. jsPDF is loaded on first use.
 */
export async function elevationPdf(input: ElevationPdfInput): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const pdf = new jsPDF({ unit: 'mm', format: paperFor(input.unit), orientation: 'landscape' });
  pdf.setProperties({
    title: `${input.projectName} elevations`,
    creator: 'KitchenSync',
    subject: 'Wall elevations',
  });
  drawElevationPages(pdf, input, { startOnNewPage: false, numbered: true, addPage: () => pdf.addPage() });
  return pdf.output('blob');
}

/** How `drawElevationPages` lays its pages into a PDF it does not own (the presentation's). */
export interface ElevationPageOptions {
  /** Whether the first wall starts a page of its own rather than using the current one. */
  startOnNewPage: boolean;
  /** Whether each page says "Page n of m": a presentation numbers its pages itself. */
  numbered: boolean;
  addPage(): void;
}

/** Draws each wall's elevation on a page of its own, at the largest standard scale its page holds. */
export function drawElevationPages(
  pdf: JsPdf,
  input: ElevationPdfInput,
  options: ElevationPageOptions,
): void {
  input.pages.forEach(({ elevation, drawing }, index) => {
    if (index > 0 || options.startOnNewPage) options.addPage();
    const pageWidth = pdf.internal.pageSize.getWidth();
    const pageHeight = pdf.internal.pageSize.getHeight();
    const areaWidth = pageWidth - 2 * MARGIN;
    const areaHeight = pageHeight - 2 * MARGIN - HEADER - FOOTER;
    const { x0, y0, x1, y1 } = drawing.extent;
    const scale = elevationScale(x1 - x0, y1 - y0, areaWidth, areaHeight);
    const mmPerMeter = 1000 / scale;
    const drawnWidth = (x1 - x0) * mmPerMeter;
    const drawnHeight = (y1 - y0) * mmPerMeter;
    const left = MARGIN + (areaWidth - drawnWidth) / 2;
    const top = MARGIN + HEADER + (areaHeight - drawnHeight) / 2;
    const toPage = (x: number, y: number): [number, number] => [
      left + (x - x0) * mmPerMeter,
      top + (y1 - y) * mmPerMeter,
    ];

    pdf.setTextColor(...INK);
    pdf.setFont('helvetica', 'bold').setFontSize(14);
    pdf.text(`${elevation.title} elevation`, MARGIN, MARGIN + 6);
    pdf.setFont('helvetica', 'normal').setFontSize(10);
    pdf.text(input.projectName, pageWidth - MARGIN, MARGIN + 6, { align: 'right' });
    pdf.setDrawColor(...MUTED);
    pdf.setLineWidth(0.2);
    pdf.line(MARGIN, MARGIN + HEADER - 4, pageWidth - MARGIN, MARGIN + HEADER - 4);

    for (const item of drawing.items) drawItem(pdf, item, toPage, mmPerMeter);

    pdf.setTextColor(...MUTED);
    pdf.setFont('helvetica', 'normal').setFontSize(9);
    const footerY = pageHeight - MARGIN;
    pdf.text(`Scale 1:${scale}`, MARGIN, footerY);
    pdf.text(
      [input.date, input.designer].filter((part) => part !== '').join('  ·  '),
      pageWidth / 2,
      footerY,
      { align: 'center' },
    );
    if (options.numbered) {
      pdf.text(`Page ${index + 1} of ${input.pages.length}`, pageWidth - MARGIN, footerY, { align: 'right' });
    }
  });
}
