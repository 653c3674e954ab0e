import { BoxGeometry, InstancedMesh, MeshBasicMaterial, Object3D } from 'three';
import { describe, expect, it } from 'vitest';
import { modelIdOfHit } from './modelIdOfHit';

function partsMesh(modelIds: string[], drawn: number): InstancedMesh {
  const mesh = new InstancedMesh(new BoxGeometry(), new MeshBasicMaterial(), 16);
  mesh.count = drawn;
  mesh.userData = { kind: 'modelParts', modelIds };
  return mesh;
}

describe('modelIdOfHit', () => {
  it('names the model whose part the hit instance draws', () => {
    const mesh = partsMesh(['model_a', 'model_a', 'model_b'], 3);
    expect(modelIdOfHit(mesh, 0)).toBe('model_a');
    expect(modelIdOfHit(mesh, 2)).toBe('model_b');
  });

  it('names no model for instances beyond the drawn count, or a hit without an instance', () => {
    const mesh = partsMesh(['model_a', 'model_b'], 1);
    expect(modelIdOfHit(mesh, 1)).toBeNull();
    expect(modelIdOfHit(mesh, -1)).toBeNull();
    expect(modelIdOfHit(mesh, undefined)).toBeNull();
  });

  it('names no model for objects that are not model parts', () => {
    const wall = new Object3D();
    wall.userData = { kind: 'wall', id: 'wall_a' };
    expect(modelIdOfHit(wall, 0)).toBeNull();
  });
});
