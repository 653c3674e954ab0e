import { BoxGeometry, Mesh, MeshBasicMaterial, PerspectiveCamera, Scene, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { labelOccluded, OCCLUDES_LABELS } from './labelOccluded';

function sceneWithWallAt(z: number, flagged: boolean) {
  const scene = new Scene();
  const wall = new Mesh(new BoxGeometry(4, 3, 0.1), new MeshBasicMaterial());
  wall.position.set(0, 1.5, z);
  wall.userData[OCCLUDES_LABELS] = flagged;
  scene.add(wall);
  scene.updateMatrixWorld(true);
  return scene;
}

describe('an HTML label in 3D behind a wall', () => {
  const camera = new PerspectiveCamera();
  camera.position.set(0, 1.5, 5);
  camera.updateMatrixWorld(true);
  const label = new Vector3(0, 1, -2);

  it('is hidden when a wall stands between it and the camera', () => {
    expect(labelOccluded(label, camera, sceneWithWallAt(0, true))).toBe(true);
  });

  it('shows when the wall is behind it', () => {
    expect(labelOccluded(label, camera, sceneWithWallAt(-3, true))).toBe(false);
  });

  it('shows through meshes that do not hide labels (click targets, the floor, glass)', () => {
    expect(labelOccluded(label, camera, sceneWithWallAt(0, false))).toBe(false);
  });
});
