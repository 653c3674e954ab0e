import type { RenderMethod } from '@kitchensync/schemas';

/** What one try at a render costs the device. */
export interface RenderAttempt {
  readonly method: RenderMethod;
  readonly upscale: number;
  /** Samples per pixel a path-traced render stops at. */
  readonly samples: number;
  /** Whether the point lights cast their shadows (each shadow light renders the room six more times). */
  readonly lightShadows: boolean;
  /** The key light's shadow map edge in pixels; 0 draws no key-light shadow. */
  readonly shadowMapSize: number;
}

/** The render's first try: the person's method and upscale, with every shader and shadow it can have. */
export function firstRenderAttempt(method: RenderMethod, upscale: number, samples: number): RenderAttempt {
  return { method, upscale, samples, lightShadows: true, shadowMapSize: 2048 };
}

/**
 * The next try after a failure (spec 001 section 4: "the render retries with fewer shaders"): a
 * path-traced render falls back to the rasterised one first, then the shadow shaders go, then
 * the picture halves until it is 1024 wide; null when nothing cheaper is left.
 */
export function cheaperRenderAttempt(failed: RenderAttempt): RenderAttempt | null {
  if (failed.method === 'pathTraced') return { ...failed, method: 'rasterised' };
  if (failed.lightShadows || failed.shadowMapSize > 1024) {
    return { ...failed, lightShadows: false, shadowMapSize: Math.min(failed.shadowMapSize, 1024) };
  }
  if (failed.shadowMapSize > 0) return { ...failed, shadowMapSize: 0 };
  if (failed.upscale > 1) return { ...failed, upscale: Math.max(1, Math.floor(failed.upscale / 2)) };
  return null;
}
