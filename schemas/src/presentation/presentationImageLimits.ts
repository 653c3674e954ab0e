/**
 * Pictures kept with a save for its presentation (issue 16 item 9): the renders made in the editor
 * and the designer's custom slides. A render is 1024 px times the upscale setting on its long side
 * and a slide is best at 1320 × 1020 (spec 002 §9), so these limits leave room for the largest render
 * while keeping a save from becoming a file store.
 */
export const PRESENTATION_IMAGE_LIMITS = {
  /** The largest encoded picture the api keeps: 10 MB. */
  maxBytes: 10 * 1024 * 1024,
  /** The largest picture the api keeps, in pixels on each side. */
  maxSide: 8192,
  /** How many pictures of each kind one save keeps. */
  maxPerKind: 30,
  /** The longest name a picture may have. */
  maxNameLength: 120,
} as const;

/** The size a custom slide is best at (spec 002 §2, §9); other sizes are fitted onto the page. */
export const PRESENTATION_SLIDE_IDEAL_SIZE = { width: 1320, height: 1020 } as const;

/** The formats a kept picture may be in, read from its bytes: PNG (renders) or JPEG (photos). */
export const PRESENTATION_IMAGE_MEDIA_TYPES = ['image/png', 'image/jpeg'] as const;
export type PresentationImageMediaType = (typeof PRESENTATION_IMAGE_MEDIA_TYPES)[number];

/** A render made in the editor, or a custom slide the designer uploaded. */
export const PRESENTATION_IMAGE_KINDS = ['render', 'slide'] as const;
export type PresentationImageKind = (typeof PRESENTATION_IMAGE_KINDS)[number];
