import type { InstancedBufferGeometry, InstancedMesh, Mesh, Object3D } from 'three';

/** What a scene costs to draw, counted from its objects without a GPU. */
export interface SceneCost {
  /** Visible meshes with something to draw: one draw call each (an instanced mesh is one call). */
  drawCalls: number;
  instancedMeshes: number;
  /** Boxes drawn: one per plain mesh, `count` per instanced mesh. */
  instances: number;
  triangles: number;
  geometries: number;
  materials: number;
}

// Flags rather than instanceof: under Node a scene may be built by another copy of three (its CommonJS
// build, which @react-three/fiber loads) than the one this module imports.
function isMesh(object: Object3D): object is Mesh {
  return (object as Partial<Mesh>).isMesh === true;
}

function isInstancedMesh(object: Object3D): object is InstancedMesh {
  return (object as Partial<InstancedMesh>).isInstancedMesh === true;
}

function trianglesOf(mesh: Mesh): number {
  const geometry = mesh.geometry;
  const vertices =
    geometry.index !== null ? geometry.index.count : (geometry.attributes.position?.count ?? 0);
  // An instanced geometry (the plan's screen-space line segments) draws its triangles once per instance.
  const instanced = geometry as Partial<InstancedBufferGeometry>;
  const copies = instanced.isInstancedBufferGeometry === true ? (instanced.instanceCount ?? 1) : 1;
  return (vertices / 3) * copies;
}

/**
 * Counts the draw calls, triangles and distinct geometries and materials under `root`, as WebGL
 * would issue them for opaque and transparent meshes alike (no culling, no shadow passes).
 */
export function measureSceneCost(root: Object3D): SceneCost {
  const cost: SceneCost = {
    drawCalls: 0,
    instancedMeshes: 0,
    instances: 0,
    triangles: 0,
    geometries: 0,
    materials: 0,
  };
  const geometries = new Set<unknown>();
  const usedMaterials = new Set<unknown>();
  root.traverseVisible((object) => {
    if (!isMesh(object)) return;
    const instances = isInstancedMesh(object) ? object.count : 1;
    const materials = Array.isArray(object.material) ? object.material : [object.material];
    // WebGL skips a mesh none of whose materials is visible: a click target, never drawn.
    if (instances === 0 || materials.every((material) => !material.visible)) return;
    cost.drawCalls += 1;
    if (isInstancedMesh(object)) cost.instancedMeshes += 1;
    cost.instances += instances;
    cost.triangles += trianglesOf(object) * instances;
    geometries.add(object.geometry);
    for (const material of materials) usedMaterials.add(material);
  });
  cost.geometries = geometries.size;
  cost.materials = usedMaterials.size;
  return cost;
}
