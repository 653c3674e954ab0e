import { create } from 'zustand';

/**
 * Takes the picture of the design for its thumbnail, drawn at once into a canvas of its own
 * (`SAVE_THUMBNAIL_LIMITS.rendered`), or null when there is nothing to show (an empty design).
 * Synchronous, so it can run while the editor is being left, before the 3D scene goes away.
 */
export type ThumbnailCapturer = () => HTMLCanvasElement | null;

/** The design view's thumbnail capturer while a design view is mounted (`ThumbnailCapture`), else null. */
export const useThumbnailCapture = create<{ capture: ThumbnailCapturer | null }>(() => ({ capture: null }));
