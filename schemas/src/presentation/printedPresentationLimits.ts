/**
 * Presentation PDFs kept with a save (issue 16 item 9: "presentations a person made are kept with
 * the save"). A presentation holds every chosen render at full size, so one may be large; the caps
 * keep a save from becoming a file store while leaving room for thirty 2048 px renders.
 */
export const PRINTED_PRESENTATION_LIMITS = {
  /** The largest PDF the api keeps: 25 MB. */
  maxBytes: 25 * 1024 * 1024,
  /** How many printed presentations one save keeps. */
  maxPerSave: 20,
  /** The longest name a printed presentation may have. */
  maxNameLength: 160,
} as const;
