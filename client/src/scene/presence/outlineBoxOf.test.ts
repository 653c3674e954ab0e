import { Box3, BoxGeometry, Group, Mesh } from 'three';
import { describe, expect, it } from 'vitest';
import { outlineBoxOf } from './outlineBoxOf';

describe('outlineBoxOf', () => {
  it('outlines a model’s empty group by the extent its renderer gives, where the model stands', () => {
    // A 24" x 34.5" x 24" cabinet a quarter turn round, 2 m along x: its parts are drawn elsewhere.
    const group = new Group();
    group.position.set(2, 0, 1);
    group.rotation.y = Math.PI / 2;
    group.userData.outlineExtent = {
      min: { x: -0.3, y: 0, z: -0.3 },
      max: { x: 0.3, y: 0.88, z: 0.3 },
    };
    const box = outlineBoxOf(group, new Box3());
    expect(box.min.x).toBeCloseTo(1.7, 9);
    expect(box.max.x).toBeCloseTo(2.3, 9);
    expect(box.min.y).toBeCloseTo(0, 9);
    expect(box.max.y).toBeCloseTo(0.88, 9);
    expect(box.min.z).toBeCloseTo(0.7, 9);
    expect(box.max.z).toBeCloseTo(1.3, 9);
  });

  it('outlines a node that draws itself by its meshes, and an empty one by nothing', () => {
    const wall = new Mesh(new BoxGeometry(4, 2.4, 0.1));
    wall.position.set(0, 1.2, 0);
    const box = outlineBoxOf(wall, new Box3());
    expect(box.max.x - box.min.x).toBeCloseTo(4, 9);
    expect(outlineBoxOf(new Group(), new Box3()).isEmpty()).toBe(true);
  });
});
