import { describe, expect, it } from 'vitest';
import { boxInstances } from './boxInstances';
import { clipInstanceToHeight } from './clipInstanceToHeight';
import { Matrix4, Vector3 } from 'three';

function clippedBox(bottom: number, top: number, height: number) {
  const boxes = boxInstances([
    {
      ownerId: 'w',
      centre: [1, (bottom + top) / 2, 2],
      size: [3, top - bottom, 0.1],
      angle: 0.7,
      color: '#fff',
    },
  ]);
  const target = new Float32Array(16);
  clipInstanceToHeight(boxes.matrices, target, 0, height);
  const matrix = new Matrix4().fromArray(target);
  const low = new Vector3(0, -0.5, 0).applyMatrix4(matrix);
  const high = new Vector3(0, 0.5, 0).applyMatrix4(matrix);
  const centre = new Vector3(0, 0, 0).applyMatrix4(matrix);
  const end = new Vector3(0.5, 0, 0).applyMatrix4(matrix);
  const halfLength = Math.hypot(end.x - centre.x, end.z - centre.z);
  return { bottom: low.y, top: high.y, x: centre.x, z: centre.z, halfLength };
}

describe('clipInstanceToHeight', () => {
  it('keeps the bottom of a box that rises above the cut, turned and placed as before', () => {
    const box = clippedBox(0, 2.4, 0.1);
    expect(box.bottom).toBeCloseTo(0, 5);
    expect(box.top).toBeCloseTo(0.1, 5);
    expect(box.x).toBeCloseTo(1, 5);
    expect(box.z).toBeCloseTo(2, 5);
    expect(box.halfLength).toBeCloseTo(1.5, 4);
  });

  it('leaves a box wholly under the cut as it was', () => {
    const box = clippedBox(0, 0.05, 0.1);
    expect(box.top).toBeCloseTo(0.05, 5);
  });

  it('tucks a box wholly above the cut under the floor, still invertible for picking', () => {
    const box = clippedBox(2.1, 2.4, 0.1);
    expect(box.top).toBeLessThan(0);
    expect(box.top - box.bottom).toBeGreaterThan(0);
  });
});
