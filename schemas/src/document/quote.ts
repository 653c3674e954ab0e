import { z } from 'zod';

/** A calendar day as a date input gives it: `2026-12-31`. */
const CalendarDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date such as 2026-12-31.');

/**
 * What a quote adds to the design's price list (issue 17): who it is for, who made it (the designer's
 * name, business and how to reach them, printed in the PDF's header), what the designer notes, a
 * discount (negative) or markup (positive) on the list total, the tax rate and how long it holds.
 * Kept in the document so every collaborator edits the same quote live.
 */
export const QuoteSchema = z.object({
  designerName: z.string().max(200).default(''),
  designerCompany: z.string().max(200).default(''),
  /** Phone, e-mail, address: free lines, as a business card has them. */
  designerContact: z.string().max(1000).default(''),
  customerName: z.string().max(200).default(''),
  customerAddress: z.string().max(1000).default(''),
  notes: z.string().max(4000).default(''),
  /** Percent of the list total added (a markup) or, when negative, taken off (a discount). */
  adjustmentPercent: z.number().finite().min(-100).max(1000).default(0),
  taxRatePercent: z.number().finite().min(0).max(100).default(0),
  validUntil: CalendarDaySchema.nullable().default(null),
});

export type Quote = z.infer<typeof QuoteSchema>;
export type QuoteInput = z.input<typeof QuoteSchema>;
