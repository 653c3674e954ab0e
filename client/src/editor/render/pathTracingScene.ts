import type { MeshStandardMaterial } from 'three';
import {
  Color,
  DirectionalLight,
  Matrix4,
  Mesh,
  PointLight,
  Scene,
  Vector3,
  type InstancedMesh,
  type Material,
  type Object3D,
} from 'three';

/** The materials the path tracer reads: three's physically based ones, which the editor uses for the room. */
function isStandard(material: Material): material is MeshStandardMaterial {
  return (material as MeshStandardMaterial).isMeshStandardMaterial === true;
}

/** Whether a material draws anything a camera sees (hit areas are invisible or fully transparent). */
function draws(material: Material): boolean {
  return material.visible && !(material.transparent && material.opacity < 0.01);
}

/**
 * A still copy of the design view's visible room for the path tracer, which reads plain meshes
 * only: each instance of an instanced batch becomes a mesh of its own at its world placement,
 * its instance colour folded into a copy of its material (one copy per material and colour),
 * and the lights are copied at their world positions. Geometry is shared, not copied; lines,
 * editor marks and shader-drawn helpers (the contact shadows, which path tracing makes for real)
 * are left out. `dispose` frees the material copies.
 */
export function pathTracingScene(source: Scene): { scene: Scene; dispose(): void } {
  source.updateMatrixWorld(true);
  const scene = new Scene();
  const madeMaterials = new Map<string, MeshStandardMaterial>();
  const materialFor = (material: MeshStandardMaterial, tint: Color | null) => {
    if (tint === null) return material;
    const key = `${material.uuid}:${tint.getHexString()}`;
    let made = madeMaterials.get(key);
    if (made === undefined) {
      made = material.clone();
      made.color.multiply(tint);
      madeMaterials.set(key, made);
    }
    return made;
  };
  const add = (geometry: Mesh['geometry'], material: MeshStandardMaterial, matrix: Matrix4, from: Mesh) => {
    const mesh = new Mesh(geometry, material);
    mesh.matrixAutoUpdate = false;
    mesh.matrix.copy(matrix);
    mesh.matrixWorld.copy(matrix);
    mesh.castShadow = from.castShadow;
    mesh.receiveShadow = from.receiveShadow;
    scene.add(mesh);
  };
  const instanceMatrix = new Matrix4();
  const world = new Matrix4();
  const tint = new Color();

  source.traverseVisible((object: Object3D) => {
    if ((object as PointLight).isPointLight) {
      const light = object as PointLight;
      const copy = new PointLight(light.color, light.intensity, light.distance, light.decay);
      copy.position.copy(light.getWorldPosition(new Vector3()));
      scene.add(copy);
      return;
    }
    if ((object as DirectionalLight).isDirectionalLight) {
      const light = object as DirectionalLight;
      const copy = new DirectionalLight(light.color, light.intensity);
      copy.position.copy(light.getWorldPosition(new Vector3()));
      copy.target.position.copy(light.target.getWorldPosition(new Vector3()));
      scene.add(copy, copy.target);
      return;
    }
    const mesh = object as Mesh;
    if (mesh.isMesh !== true || Array.isArray(mesh.material)) return;
    const material = mesh.material;
    if (!isStandard(material) || !draws(material)) return;
    const instanced = object as InstancedMesh;
    if (instanced.isInstancedMesh === true) {
      for (let index = 0; index < instanced.count; index += 1) {
        instanced.getMatrixAt(index, instanceMatrix);
        world.multiplyMatrices(instanced.matrixWorld, instanceMatrix);
        const color = instanced.instanceColor === null ? null : (instanced.getColorAt(index, tint), tint);
        add(mesh.geometry, materialFor(material, color), world, mesh);
      }
      return;
    }
    add(mesh.geometry, material, mesh.matrixWorld, mesh);
  });
  scene.updateMatrixWorld(true);
  return {
    scene,
    dispose() {
      for (const material of madeMaterials.values()) material.dispose();
    },
  };
}
