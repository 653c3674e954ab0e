import type { jsPDF } from 'jspdf';
import type { QuoteDocument } from '../../model/cart/quoteDocument';

type Rgb = [number, number, number];

const BRAND = 'KitchenSync';
const INK: Rgb = [33, 37, 41];
const MUTED: Rgb = [108, 117, 125];
const ACCENT: Rgb = [31, 78, 121];
const ZEBRA: Rgb = [244, 247, 250];
const GROUP_FILL: Rgb = [226, 234, 242];
const RULE: Rgb = [206, 212, 218];
const MARGIN = 16;
const TOTALS_WIDTH = 84;

/** Countries that use US Letter mostly price in these; everyone else prints on A4. */
const LETTER_CURRENCIES = new Set(['USD', 'CAD', 'MXN', 'PHP', 'CLP']);

/**
 * Whether the PDF's built-in fonts can draw `text`: they hold Latin-1 and the few extra signs of
 * Windows-1252 (€, dashes, quotes, bullets). A currency symbol outside them is spelled as its code.
 */
export function drawableInStandardFont(text: string): boolean {
  return [...text].every((char) => {
    const code = char.codePointAt(0) ?? 0;
    return code <= 0xff || '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'.includes(char);
  });
}

/**
 * The quote as a PDF the customer can sign (issue 17), drawn in the browser: a header with the brand,
 * the quote's reference and dates, who it is from and for, the price list as a table with zebra rows,
 * group rows and subtotals, the totals right-aligned, the notes, and lines for the customer's
 * signature, name and date; every page numbered. jsPDF is loaded on first use, so it costs the
 * editor's first load nothing.
 */
export async function quotePdf(quote: QuoteDocument, currency: string): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const pdf = new jsPDF({ unit: 'mm', format: LETTER_CURRENCIES.has(currency) ? 'letter' : 'a4' });
  pdf.setProperties({ title: `${quote.title}: ${quote.reference}`, creator: BRAND, subject: quote.title });
  await drawQuote(pdf, quote);

  // Every page numbered, with the design it belongs to.
  const pageWidth = pdf.internal.pageSize.getWidth();
  const pageHeight = pdf.internal.pageSize.getHeight();
  const pages = pdf.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    pdf.setPage(page);
    pdf
      .setFontSize(7.5)
      .setTextColor(...MUTED)
      .setFont('helvetica', 'normal');
    pdf.text(`${BRAND} · ${quote.title} for ${quote.reference}`, MARGIN, pageHeight - MARGIN / 2);
    pdf.text(`Page ${page} of ${pages}`, pageWidth - MARGIN, pageHeight - MARGIN / 2, { align: 'right' });
  }
  return pdf.output('blob');
}

/**
 * Draws the quote from the top of the PDF's current page onwards (the price list's table adds pages
 * as it needs them), without page footers: `quotePdf` numbers its own pages, and a presentation that
 * ends with the price list numbers all of its pages its way.
 */
export async function drawQuote(pdf: jsPDF, quote: QuoteDocument): Promise<void> {
  const { autoTable } = await import('jspdf-autotable');
  const pageWidth = pdf.internal.pageSize.getWidth();
  const pageHeight = pdf.internal.pageSize.getHeight();
  const contentWidth = pageWidth - 2 * MARGIN;
  const lastY = () => (pdf as unknown as { lastAutoTable: { finalY: number } }).lastAutoTable.finalY;
  const ensureRoom = (y: number, needed: number) => {
    if (y + needed <= pageHeight - MARGIN - 8) return y;
    pdf.addPage();
    return MARGIN + 4;
  };

  // Header: the brand on a band, the document's title and dates to its right.
  pdf.setFillColor(...ACCENT);
  pdf.rect(0, 0, pageWidth, 26, 'F');
  pdf.setTextColor(255, 255, 255);
  pdf.setFont('helvetica', 'bold').setFontSize(20);
  pdf.text(BRAND, MARGIN, 16);
  pdf.setFontSize(24);
  pdf.text(quote.title.toUpperCase(), pageWidth - MARGIN, 17, { align: 'right' });

  const facts: [string, string][] = [
    ['Design', quote.reference],
    ['Date', quote.issuedOn],
    ...(quote.validUntil === null ? [] : ([['Valid until', quote.validUntil]] as [string, string][])),
  ];
  pdf.setFontSize(9.5);
  let factsY = 34;
  for (const [label, value] of facts) {
    pdf.setTextColor(...MUTED).setFont('helvetica', 'normal');
    pdf.text(label, pageWidth - MARGIN - 48, factsY);
    pdf.setTextColor(...INK).setFont('helvetica', 'bold');
    pdf.text(value, pageWidth - MARGIN, factsY, { align: 'right' });
    factsY += 5;
  }

  // From and prepared for, side by side under the band.
  const party = (heading: string, lines: string[], x: number, width: number) => {
    pdf
      .setFontSize(8)
      .setTextColor(...MUTED)
      .setFont('helvetica', 'bold');
    pdf.text(heading.toUpperCase(), x, 34);
    pdf.setFontSize(10).setTextColor(...INK);
    let y = 39.5;
    const shown = lines.length > 0 ? lines : ['—'];
    shown.forEach((line, index) => {
      pdf.setFont('helvetica', index === 0 ? 'bold' : 'normal');
      const wrapped = pdf.splitTextToSize(line, width) as string[];
      pdf.text(wrapped, x, y);
      y += 4.6 * wrapped.length;
    });
    return y;
  };
  const partyWidth = (contentWidth - 60) / 2 - 4;
  const fromEnd = party('From', quote.designer, MARGIN, partyWidth);
  const forEnd = party('Prepared for', quote.customer, MARGIN + partyWidth + 8, partyWidth);
  let y = Math.max(fromEnd, forEnd, factsY) + 4;

  // The price list: a row per group, its lines in zebra stripes, its subtotal.
  const columns = quote.columns;
  const body: Parameters<typeof autoTable>[1]['body'] = [];
  for (const group of quote.groups) {
    body.push([
      {
        content: group.label,
        colSpan: 7,
        styles: { fontStyle: 'bold', fillColor: GROUP_FILL, textColor: ACCENT },
      },
    ]);
    group.lines.forEach((line, index) => {
      const fillColor = index % 2 === 1 ? ZEBRA : ([255, 255, 255] as Rgb);
      body.push(
        [line.code, line.item, line.style, line.size, line.quantity, line.unitPrice, line.amount].map(
          (content) => ({ content, styles: { fillColor } }),
        ),
      );
    });
    body.push([
      {
        content: `Subtotal ${group.label.toLowerCase()}`,
        colSpan: 6,
        styles: { halign: 'right', fontStyle: 'bold' },
      },
      { content: group.subtotal, styles: { halign: 'right', fontStyle: 'bold' } },
    ]);
  }
  autoTable(pdf, {
    startY: y,
    margin: { left: MARGIN, right: MARGIN, bottom: MARGIN + 6 },
    theme: 'plain',
    head: [
      [
        columns.code,
        columns.item,
        columns.style,
        columns.size,
        { content: columns.quantity, styles: { halign: 'right' } },
        { content: columns.unitPrice, styles: { halign: 'right' } },
        { content: columns.amount, styles: { halign: 'right' } },
      ],
    ],
    body,
    styles: {
      font: 'helvetica',
      fontSize: 8.5,
      textColor: INK,
      cellPadding: { vertical: 1.6, horizontal: 2 },
    },
    headStyles: { fillColor: ACCENT, textColor: [255, 255, 255], fontStyle: 'bold' },
    columnStyles: {
      0: { cellWidth: 20, fontStyle: 'bold' },
      3: { cellWidth: 34 },
      4: { halign: 'right', cellWidth: 16 },
      5: { halign: 'right', cellWidth: 24 },
      6: { halign: 'right', cellWidth: 27 },
    },
    didDrawCell: (data) => {
      if (data.section !== 'body') return;
      pdf.setDrawColor(...RULE).setLineWidth(0.1);
      pdf.line(
        data.cell.x,
        data.cell.y + data.cell.height,
        data.cell.x + data.cell.width,
        data.cell.y + data.cell.height,
      );
    },
  });
  y = lastY() + 6;

  // The totals, right-aligned under the amounts; the grand total set apart.
  y = ensureRoom(y, 8 * quote.totals.length + 4);
  autoTable(pdf, {
    startY: y,
    margin: { left: pageWidth - MARGIN - TOTALS_WIDTH, right: MARGIN },
    tableWidth: TOTALS_WIDTH,
    theme: 'plain',
    body: quote.totals.map((total) => [
      { content: total.label, styles: total.grand ? { fontStyle: 'bold', fontSize: 11 } : {} },
      {
        content: total.amount,
        styles: { halign: 'right', ...(total.grand ? { fontStyle: 'bold', fontSize: 11 } : {}) },
      },
    ]),
    styles: {
      font: 'helvetica',
      fontSize: 9.5,
      textColor: INK,
      cellPadding: { vertical: 1.4, horizontal: 2 },
    },
    didParseCell: (data) => {
      if (quote.totals[data.row.index]?.grand) {
        data.cell.styles.fillColor = GROUP_FILL;
        data.cell.styles.textColor = ACCENT;
      }
    },
  });
  y = lastY() + 6;

  const paragraph = (heading: string, lines: string[]) => {
    const wrapped = lines.flatMap((line) => pdf.splitTextToSize(line, contentWidth) as string[]);
    y = ensureRoom(y, 8 + 4.4 * wrapped.length);
    pdf
      .setFontSize(8)
      .setTextColor(...MUTED)
      .setFont('helvetica', 'bold');
    pdf.text(heading.toUpperCase(), MARGIN, y);
    pdf
      .setFontSize(9.5)
      .setTextColor(...INK)
      .setFont('helvetica', 'normal');
    pdf.text(wrapped, MARGIN, y + 5);
    y += 5 + 4.4 * wrapped.length + 4;
  };
  if (quote.unpricedNote !== null) paragraph('Not in the total', [quote.unpricedNote]);
  if (quote.notes.length > 0) paragraph('Notes', quote.notes);

  // What the customer signs: the acceptance sentence and lines to sign, name and date on.
  y = ensureRoom(y, 44);
  pdf.setDrawColor(...RULE).setLineWidth(0.3);
  pdf.line(MARGIN, y, pageWidth - MARGIN, y);
  y += 7;
  pdf
    .setFontSize(8)
    .setTextColor(...MUTED)
    .setFont('helvetica', 'bold');
  pdf.text('CUSTOMER ACCEPTANCE', MARGIN, y);
  pdf
    .setFontSize(9.5)
    .setTextColor(...INK)
    .setFont('helvetica', 'normal');
  pdf.text(quote.acceptance, MARGIN, y + 5.5);
  y += 22;
  const signatureWidth = (contentWidth - 16) / 3;
  ['Signature', 'Name', 'Date'].forEach((label, index) => {
    const x = MARGIN + index * (signatureWidth + 8);
    pdf.setDrawColor(...INK).setLineWidth(0.2);
    pdf.line(x, y, x + signatureWidth, y);
    pdf.setFontSize(8).setTextColor(...MUTED);
    pdf.text(label, x, y + 4);
  });
}
