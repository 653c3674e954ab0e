import { OrthographicCamera, Raycaster } from 'three';
import { describe, expect, it } from 'vitest';
import { FLOOR_PLANE, pointOnPlane } from './pointOnPlane';

/** A canvas of 200 × 100 client pixels at (10, 20), as far as the function looks at it. */
const canvas = {
  getBoundingClientRect: () => ({ left: 10, top: 20, width: 200, height: 100 }),
} as unknown as HTMLElement;

function topCamera(): OrthographicCamera {
  // The top view: 4 m wide and 2 m deep, looking straight down at the origin, north (−z) up.
  const camera = new OrthographicCamera(-2, 2, 1, -1, 0.1, 100);
  camera.position.set(0, 10, 0);
  camera.up.set(0, 0, -1);
  camera.lookAt(0, 0, 0);
  camera.updateMatrixWorld();
  return camera;
}

describe('pointOnPlane', () => {
  it('maps the canvas centre to the point under the camera and its corners to the view’s edges', () => {
    const view = { camera: topCamera(), canvas };
    const raycaster = new Raycaster();
    const centre = pointOnPlane(view, raycaster, FLOOR_PLANE, 110, 70)!;
    expect(centre.x).toBeCloseTo(0);
    expect(centre.z).toBeCloseTo(0);
    const topLeft = pointOnPlane(view, raycaster, FLOOR_PLANE, 10, 20)!;
    expect(topLeft.x).toBeCloseTo(-2);
    expect(topLeft.z).toBeCloseTo(-1);
  });

  it('answers null for a canvas without size', () => {
    const empty = {
      getBoundingClientRect: () => ({ left: 0, top: 0, width: 0, height: 0 }),
    } as unknown as HTMLElement;
    expect(
      pointOnPlane({ camera: topCamera(), canvas: empty }, new Raycaster(), FLOOR_PLANE, 0, 0),
    ).toBeNull();
  });
});
