import type { Mesh } from 'three';
import { wallFromPoints, type FloorPoint } from '../model/wallGeometry';

/**
 * Stretches a drawing tool's preview (a unit-long box) from `from` to `end` on the floor, hiding it
 * when the two points are too close for a wall. Answers whether the preview changed, so the caller
 * knows to ask for a frame; the scene renders on demand.
 */
export function placeWallPreview(
  mesh: Mesh | null,
  from: FloorPoint | null,
  end: FloorPoint,
  height: number,
): boolean {
  if (!mesh || !from) return false;
  const placement = wallFromPoints(from, end);
  mesh.visible = placement !== null;
  if (placement !== null) {
    mesh.position.set((from.x + end.x) / 2, height, (from.z + end.z) / 2);
    mesh.rotation.set(0, placement.angle, 0);
    mesh.scale.set(placement.dimensions.x, 1, 1);
  }
  return true;
}
