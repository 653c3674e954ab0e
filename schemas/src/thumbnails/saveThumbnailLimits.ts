/**
 * A save's thumbnail on the home page: the picture the client renders of the design and stores
 * through the api. The client renders `rendered`; the api refuses anything over `max`, so a
 * thumbnail stays a small picture (a card shows it at about 240 × 150 CSS pixels, twice that on a
 * high-density screen) and never a way to store large files.
 */
export const SAVE_THUMBNAIL_LIMITS = {
  /** What the client renders: 16:10, like a card. */
  rendered: { width: 480, height: 300 },
  /** The largest picture the api keeps, in pixels. */
  maxWidth: 640,
  maxHeight: 480,
  /** The largest encoded picture the api keeps: 200 KB. */
  maxBytes: 200 * 1024,
} as const;

/** The picture formats a thumbnail may be in: WebP (what browsers encode small) or PNG. */
export const SAVE_THUMBNAIL_MEDIA_TYPES = ['image/webp', 'image/png'] as const;
export type SaveThumbnailMediaType = (typeof SAVE_THUMBNAIL_MEDIA_TYPES)[number];
