import { Raycaster, Vector3, type Camera, type Object3D } from 'three';

/** Set on meshes that hide what stands behind them from an HTML label: walls, island walls, models. */
export const OCCLUDES_LABELS = 'occludesLabels';

const raycaster = new Raycaster();
const direction = new Vector3();
const origin = new Vector3();

/**
 * Whether an HTML label at `point` is behind something solid as `camera` sees it: a ray from the
 * camera towards the point meets a mesh flagged `userData.occludesLabels` before reaching it.
 * HTML overlays are drawn over the canvas, so without this they show through walls and cabinets.
 */
export function labelOccluded(point: Vector3, camera: Camera, scene: Object3D): boolean {
  camera.getWorldPosition(origin);
  direction.subVectors(point, origin);
  const distance = direction.length();
  if (distance < 1e-6) return false;
  raycaster.set(origin, direction.divideScalar(distance));
  raycaster.far = distance - 1e-3;
  const occluders: Object3D[] = [];
  scene.traverseVisible((object) => {
    if (object.userData[OCCLUDES_LABELS] === true) occluders.push(object);
  });
  return raycaster.intersectObjects(occluders, false).length > 0;
}
