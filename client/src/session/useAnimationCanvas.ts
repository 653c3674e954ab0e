import type { RecordingSize } from '@kitchensync/schemas';
import { create } from 'zustand';
import type { FloorBounds } from '../model/navigation/designBounds';
import type { PerspectiveFrame } from '../model/navigation/framePerspectiveView';

/** A film being drawn: one frame per call, at the film's size, independent of the window. */
export interface FilmFrames {
  /**
   * Draws the design seen from `camera` and returns the canvas holding the frame. Copy it before
   * the current task ends: the browser clears a WebGL canvas once it has shown it.
   */
  draw(camera: PerspectiveFrame): HTMLCanvasElement;
  /** Gives the canvas back to the live view. */
  end(): void;
}

/** What the animation recorder needs of the design view. */
export interface AnimationCanvas {
  /** The floor the design covers, null for an empty design. */
  bounds: FloorBounds | null;
  /** Resolves once the pattern pictures the view is still drawing are ready (or after a time-out). */
  picturesReady(): Promise<void>;
  /** The view's size in CSS pixels and the screen's pixel ratio. */
  view(): { width: number; height: number; devicePixelRatio: number };
  /** Takes the view's canvas for a film of `size` pixels: the live view stops drawing until `end`. */
  begin(size: RecordingSize): FilmFrames;
}

/** The design view's canvas for recordings while a design view is mounted (`AnimationCapture`), else null. */
export const useAnimationCanvas = create<{ canvas: AnimationCanvas | null }>(() => ({ canvas: null }));
