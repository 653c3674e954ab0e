import type { Camera, OrthographicCamera } from 'three';

/**
 * How many meters one screen pixel covers: exact for the top view's orthographic camera (whose
 * zoom is pixels per meter), `perspectiveFallback` for the 3D view, which has no single scale.
 */
export function metersPerPixel(camera: Camera, perspectiveFallback: number): number {
  const orthographic = camera as Partial<OrthographicCamera>;
  const zoom = orthographic.isOrthographicCamera === true ? (orthographic.zoom ?? 0) : 0;
  return zoom > 0 ? 1 / zoom : perspectiveFallback;
}
