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
 * The pixel size of a recording: the option's own size, or for "max" the canvas at its device pixel
 * ratio (at most 2), then scaled down, keeping its shape, until the long side is within `maxSize`
 * (spec 000 section 9: output capped to 1920 on the long side), so 1440 records at 1920 × 1080.
 * Both sides are even.
 */
export function recordingSize(
  resolution: AnimationResolution,
  canvas: { readonly width: number; readonly height: number; readonly devicePixelRatio: number },
  maxSize: number = ANIMATION_MAX_SIZE,
): RecordingSize {
  const fixed = ANIMATION_RESOLUTIONS[resolution];
  const ratio = Math.min(Math.max(canvas.devicePixelRatio, 1), RECORDING_LIMITS.maxDevicePixelRatio);
  const { width, height } =
    fixed === 'max' ? { width: canvas.width * ratio, height: canvas.height * ratio } : fixed;
  const scale = Math.min(1, maxSize / Math.max(width, height));
  return { width: even(width * scale), height: even(height * scale) };
}
