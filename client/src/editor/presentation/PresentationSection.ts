import type { jsPDF } from 'jspdf';

/**
 * Pages another part of the app adds to the presentation, between the renders and the custom slides
 * (the layout sheet, the wall elevations). `addPages` appends its pages to the PDF: it starts each
 * one with `pdf.addPage()` (the presentation's pages are US Letter landscape unless it passes another
 * format) and leaves the page footers to the presentation.
 */
export interface PresentationSection {
  title: string;
  addPages(pdf: jsPDF): Promise<void> | void;
}
