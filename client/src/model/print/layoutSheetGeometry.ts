/** Spec 001 §9: the plan is drawn on a square this many pixels wide. */
export const LAYOUT_WORKING_SIZE = 2480;
/** Spec 001 §9: the frame the plan is resized into. */
export const LAYOUT_IMAGE_SIZE = { width: 2700, height: 2280 } as const;
/** Spec 001 §9: the final sheet, A4 landscape at 300 dpi. */
export const LAYOUT_SHEET_SIZE = { width: 3508, height: 2480 } as const;
/** A4 landscape in millimetres, the PDF page the same sheet is printed on. */
export const LAYOUT_SHEET_MM = { width: 297, height: 210 } as const;

export interface SheetRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the plan image, its drawing inside it, and the footer sit on the sheet, in sheet pixels. */
export interface LayoutSheetGeometry {
  /** The 2700 × 2280 frame, centred across the sheet below a small top margin. */
  frame: SheetRect;
  /**
   * The square plan inside the frame. A scaled plan must not be stretched, so "resized to 2700 by
   * 2280" is read as fitted into that frame with its proportions kept.
   */
  plan: SheetRect;
  /** The band under the frame: project name, date, designer and watermark. */
  footer: SheetRect;
}

const TOP_MARGIN = 40;
const FOOTER_GAP = 20;

/** Fits a `width` × `height` picture inside `frame`, proportions kept, centred. */
export function containedRect(width: number, height: number, frame: SheetRect): SheetRect {
  const scale = Math.min(frame.width / width, frame.height / height);
  const fittedWidth = width * scale;
  const fittedHeight = height * scale;
  return {
    x: frame.x + (frame.width - fittedWidth) / 2,
    y: frame.y + (frame.height - fittedHeight) / 2,
    width: fittedWidth,
    height: fittedHeight,
  };
}

export function layoutSheetGeometry(): LayoutSheetGeometry {
  const frame = {
    x: (LAYOUT_SHEET_SIZE.width - LAYOUT_IMAGE_SIZE.width) / 2,
    y: TOP_MARGIN,
    width: LAYOUT_IMAGE_SIZE.width,
    height: LAYOUT_IMAGE_SIZE.height,
  };
  const footerTop = frame.y + frame.height + FOOTER_GAP;
  return {
    frame,
    plan: containedRect(LAYOUT_WORKING_SIZE, LAYOUT_WORKING_SIZE, frame),
    footer: { x: frame.x, y: footerTop, width: frame.width, height: LAYOUT_SHEET_SIZE.height - footerTop },
  };
}
