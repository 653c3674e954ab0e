import { ANIMATION_MAX_SIZE, ANIMATION_RESOLUTIONS, type AnimationResolution } from './animationSettings';
import { RECORDING_LIMITS } from './recordingLimits';

export interface RecordingSize {
  readonly width: number;
  readonly height: number;
}

function even(value: number): number {
  // H.264 encoders refuse odd dimensions; rounding down keeps the size within the cap.
  return Math.max(2, Math.floor(value / 2) * 2);
}

/**
 * The pixel size of a recording. Fixed options are their own size, since the user chose it; the
 * max option is the canvas at its device pixel ratio (at most 2), scaled down to keep the long side
 * within `maxSize`. Capping only "max" keeps 1440 a real choice rather than another 1080.
 */
export function recordingSize(
  resolution: AnimationResolution,
  canvas: { readonly width: number; readonly height: number; readonly devicePixelRatio: number },
  maxSize: number = ANIMATION_MAX_SIZE,
): RecordingSize {
  const fixed = ANIMATION_RESOLUTIONS[resolution];
  if (fixed !== 'max') return { width: fixed.width, height: fixed.height };
  const ratio = Math.min(Math.max(canvas.devicePixelRatio, 1), RECORDING_LIMITS.maxDevicePixelRatio);
  const width = canvas.width * ratio;
  const height = canvas.height * ratio;
  const scale = Math.min(1, maxSize / Math.max(width, height));
  return { width: even(width * scale), height: even(height * scale) };
}
