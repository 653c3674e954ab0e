import type { Object3D } from 'three';

/**
 * The placed model a pointer hit on one of the instanced part meshes belongs to: instance
 * `instanceId` of that mesh draws a part of `userData.modelIds[instanceId]`. Null for anything else
 * (a wall, the floor, an instance past the mesh's drawn count).
 */
export function modelIdOfHit(object: Object3D, instanceId: number | undefined): string | null {
  if (instanceId === undefined) return null;
  const modelIds: unknown = object.userData.modelIds;
  if (!Array.isArray(modelIds)) return null;
  const drawn = 'count' in object && typeof object.count === 'number' ? object.count : modelIds.length;
  if (!Number.isInteger(instanceId) || instanceId < 0 || instanceId >= drawn) return null;
  const id: unknown = modelIds[instanceId];
  return typeof id === 'string' ? id : null;
}
