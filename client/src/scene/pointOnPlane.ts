import type { FloorPoint } from '@kitchensync/schemas';
import { Plane, Vector2, Vector3, type Camera, type Raycaster } from 'three';

/** The ground the design stands on (y = 0), for turning screen points into floor points. */
export const FLOOR_PLANE = new Plane(new Vector3(0, 1, 0), 0);

/**
 * Where the ray from the camera through a point of the canvas (in client pixels) meets `plane`,
 * as a floor point, or null when it never does (looking away from it) or the canvas has no size.
 * `raycaster` is the caller's, reused so a pointer move allocates little.
 */
export function pointOnPlane(
  view: { camera: Camera; canvas: HTMLElement },
  raycaster: Raycaster,
  plane: Plane,
  clientX: number,
  clientY: number,
): FloorPoint | null {
  const rect = view.canvas.getBoundingClientRect();
  if (rect.width === 0 || rect.height === 0) return null;
  const pointer = new Vector2(
    ((clientX - rect.left) / rect.width) * 2 - 1,
    -((clientY - rect.top) / rect.height) * 2 + 1,
  );
  raycaster.setFromCamera(pointer, view.camera);
  const hit = raycaster.ray.intersectPlane(plane, new Vector3());
  return hit === null ? null : { x: hit.x, z: hit.z };
}
