import { Vector3, type Box3, type Object3D } from 'three';

/**
 * The extent a renderer gives a node whose look is drawn elsewhere (a placed model's parts live in
 * shared instanced meshes, so its own group is empty), in the node's frame.
 */
export interface OutlineExtent {
  min: { x: number; y: number; z: number };
  max: { x: number; y: number; z: number };
}

const corner = new Vector3();

/** The box around a node in world space: its `userData.outlineExtent` if it has one, else its meshes. */
export function outlineBoxOf(node: Object3D, box: Box3): Box3 {
  const extent = node.userData.outlineExtent as OutlineExtent | undefined;
  if (extent === undefined) return box.setFromObject(node);
  node.updateWorldMatrix(true, false);
  box.makeEmpty();
  for (const x of [extent.min.x, extent.max.x]) {
    for (const y of [extent.min.y, extent.max.y]) {
      for (const z of [extent.min.z, extent.max.z])
        box.expandByPoint(corner.set(x, y, z).applyMatrix4(node.matrixWorld));
    }
  }
  return box;
}
