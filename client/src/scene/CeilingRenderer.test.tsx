import ReactThreeTestRenderer from '@react-three/test-renderer';
import type { PlaneGeometry } from 'three';
import { Mesh, type Object3D } from 'three';
import { describe, expect, it } from 'vitest';
import { wallsAlong } from '../model/walls/testing/wallsAlong';
import { CeilingRenderer } from './CeilingRenderer';

function ceilingOf(root: Object3D): Mesh | null {
  let found: Mesh | null = null;
  root.traverse((object) => {
    if (object.userData.kind === 'ceiling' && object instanceof Mesh) found = object;
  });
  return found;
}

const room = () =>
  wallsAlong([
    { x: -2, z: 1.5 },
    { x: 2, z: 1.5 },
    { x: 2, z: -1.5 },
    { x: -2, z: -1.5 },
    { x: -2, z: 1.5 },
  ]);

describe('CeilingRenderer', () => {
  it('lids the walls’ footprint at the height of the tallest wall', async () => {
    const walls = room().map((wall, index) =>
      index === 1 ? { ...wall, dimensions: { ...wall.dimensions, y: 2.7 } } : wall,
    );
    const renderer = await ReactThreeTestRenderer.create(<CeilingRenderer walls={walls} />);
    const ceiling = ceilingOf(renderer.scene.instance);
    expect(ceiling).not.toBeNull();
    expect(ceiling!.position.toArray().map((value) => Number(value.toFixed(9)) + 0)).toEqual([0, 2.7, 0]);
    const { width, height } = (ceiling!.geometry as PlaneGeometry).parameters;
    expect([width, height].map((value) => Number(value.toFixed(9)))).toEqual([4, 3]);
    await renderer.unmount();
  });

  it('draws nothing without walls, or over one straight wall, and leaves hidden walls out', async () => {
    const [first] = room();
    for (const walls of [[], [first!], room().map((wall) => ({ ...wall, visible: false }))]) {
      const renderer = await ReactThreeTestRenderer.create(<CeilingRenderer walls={walls} />);
      expect(ceilingOf(renderer.scene.instance)).toBeNull();
      await renderer.unmount();
    }
  });
});
