import { z } from 'zod';
import { PRINTED_PRESENTATION_LIMITS } from './printedPresentationLimits';

/**
 * POST /api/saves/:saveId/presentation/printed: a presentation PDF made in the browser, as a
 * `data:application/pdf;base64,…` URL (checked from its bytes by the api against
 * `PRINTED_PRESENTATION_LIMITS`), and the name the list shows.
 */
export const AddPrintedPresentationRequestSchema = z.object({
  name: z.string().trim().min(1).max(PRINTED_PRESENTATION_LIMITS.maxNameLength),
  // Its length is bounded by the route's body limit, so that an over-long PDF is told it is too large.
  pdf: z.string(),
});
export type AddPrintedPresentationRequest = z.infer<typeof AddPrintedPresentationRequestSchema>;

/** A presentation PDF kept with a save, without its bytes (read them at `printedPresentationPath`). */
export const PrintedPresentationSchema = z.object({
  id: z.string(),
  name: z.string(),
  byteLength: z.number().int().positive(),
  createdAt: z.number().int().nonnegative(),
  /** The user id of whoever printed it (only those who may edit a save keep one). */
  createdBy: z.string(),
  /** Their name (or e-mail for a guest) when they printed it, for the list. */
  createdByName: z.string(),
});
export type PrintedPresentation = z.infer<typeof PrintedPresentationSchema>;

/** GET /api/saves/:saveId/presentation/printed: the kept presentations, newest first. */
export const PrintedPresentationsResponseSchema = z.object({
  presentations: z.array(PrintedPresentationSchema),
});
export type PrintedPresentationsResponse = z.infer<typeof PrintedPresentationsResponseSchema>;

/** The address of one kept presentation's PDF (under the api's `/api`). */
export function printedPresentationPath(saveId: string, printedId: string): string {
  return `/saves/${encodeURIComponent(saveId)}/presentation/printed/${encodeURIComponent(printedId)}`;
}
