import type { LengthUnit, PlacedModel, PlacedOpening, Wall } from '@kitchensync/schemas';
import type { LayoutFooter } from '../../model/print/layoutFooter';
import { layoutPlanDrawing } from '../../model/print/layoutPlanDrawing';
import {
  LAYOUT_SHEET_MM,
  LAYOUT_SHEET_SIZE,
  LAYOUT_WORKING_SIZE,
  layoutSheetGeometry,
} from '../../model/print/layoutSheetGeometry';
import { paintLayoutPlan } from './paintLayoutPlan';

export interface LayoutSheetInput {
  walls: readonly Wall[];
  models: readonly PlacedModel[];
  openings: readonly PlacedOpening[];
  unit: LengthUnit;
  footer: LayoutFooter;
  /** Written faintly in the footer's corner: the account's brand. */
  watermark: string;
}

/** The layout sheet as PNG and as a one-page PDF of the same picture. */
export interface LayoutSheetFiles {
  png: Blob;
  pdf: Blob;
}

const INK = '#263238';
const MUTED = '#607d8b';

function canvasOf(
  width: number,
  height: number,
): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D } {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  // A canvas this large is what a device short of memory refuses.
  if (context === null) throw new Error('No 2D canvas for the layout sheet');
  return { canvas, context };
}

function pngOf(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The layout sheet could not be encoded'))),
      'image/png',
    ),
  );
}

function paintFooter(context: CanvasRenderingContext2D, input: LayoutSheetInput): void {
  const { footer } = layoutSheetGeometry();
  context.strokeStyle = MUTED;
  context.lineWidth = 3;
  context.beginPath();
  context.moveTo(footer.x, footer.y);
  context.lineTo(footer.x + footer.width, footer.y);
  context.stroke();
  const line1 = footer.y + 62;
  const line2 = footer.y + 112;
  context.textBaseline = 'alphabetic';
  context.textAlign = 'left';
  context.fillStyle = INK;
  context.font = '700 52px Inter, Helvetica, Arial, sans-serif';
  if (input.footer.title !== null) context.fillText(input.footer.title, footer.x, line1);
  context.font = '400 38px Inter, Helvetica, Arial, sans-serif';
  context.fillStyle = MUTED;
  const details = [input.footer.date, input.footer.designer && `Designer: ${input.footer.designer}`].filter(
    Boolean,
  );
  context.fillText(details.join('   ·   '), footer.x, input.footer.title === null ? line1 : line2);
  context.textAlign = 'right';
  // The spec's watermark opacity for renders, so the footer's mark is as faint as a render's.
  context.globalAlpha = 0.5;
  context.fillStyle = INK;
  context.font = '700 64px Inter, Helvetica, Arial, sans-serif';
  context.fillText(input.watermark, footer.x + footer.width, line1 + 10);
  context.globalAlpha = 1;
}

/**
 * Spec 001 §4 "Layout print flow" with §9's sizes: the layout's plan (`layoutPlanDrawing`: only
 * layout items, framed on their bounds, seen from above) painted on the 2480 working square,
 * resized into the 2700 × 2280 frame, composed on the 3508 × 2480 sheet over the footer (title by
 * the untitled rule, date, designer, watermark); PNG, and the same picture as an A4 landscape PDF.
 * Throws when the design is empty or the browser cannot give the canvases (the Layout Error).
 */
export async function layoutSheet(input: LayoutSheetInput): Promise<LayoutSheetFiles> {
  const drawing = layoutPlanDrawing(input.walls, input.models, input.openings, input.unit);
  if (drawing === null) throw new Error('The design has nothing to lay out');
  const working = canvasOf(LAYOUT_WORKING_SIZE, LAYOUT_WORKING_SIZE);
  paintLayoutPlan(working.context, drawing, LAYOUT_WORKING_SIZE);
  const sheet = canvasOf(LAYOUT_SHEET_SIZE.width, LAYOUT_SHEET_SIZE.height);
  sheet.context.fillStyle = '#ffffff';
  sheet.context.fillRect(0, 0, LAYOUT_SHEET_SIZE.width, LAYOUT_SHEET_SIZE.height);
  sheet.context.imageSmoothingQuality = 'high';
  const { plan } = layoutSheetGeometry();
  sheet.context.drawImage(working.canvas, plan.x, plan.y, plan.width, plan.height);
  // The working square is large; let it go before encoding.
  working.canvas.width = 0;
  paintFooter(sheet.context, input);
  const png = await pngOf(sheet.canvas);
  const { jsPDF } = await import('jspdf');
  const pdf = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'landscape' });
  pdf.setProperties({ title: input.footer.title ?? 'Layout', creator: 'KitchenSync', subject: 'Layout' });
  pdf.addImage(
    new Uint8Array(await png.arrayBuffer()),
    'PNG',
    0,
    0,
    LAYOUT_SHEET_MM.width,
    LAYOUT_SHEET_MM.height,
    'layout',
    'FAST',
  );
  sheet.canvas.width = 0;
  return { png, pdf: pdf.output('blob') };
}
