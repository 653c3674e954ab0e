import { describe, expect, it } from 'vitest';
import { framePerspectiveView } from './framePerspectiveView';

/** The angle (radians) between the camera's view line and the line to a point. */
function angleTo(frame: ReturnType<typeof framePerspectiveView>, point: { x: number; y: number; z: number }) {
  const view = {
    x: frame.target.x - frame.position.x,
    y: frame.target.y - frame.position.y,
    z: frame.target.z - frame.position.z,
  };
  const ray = { x: point.x - frame.position.x, y: point.y - frame.position.y, z: point.z - frame.position.z };
  const dot = view.x * ray.x + view.y * ray.y + view.z * ray.z;
  return Math.acos(dot / (Math.hypot(view.x, view.y, view.z) * Math.hypot(ray.x, ray.y, ray.z)));
}

describe('framePerspectiveView', () => {
  it('looks at the middle of the design', () => {
    const frame = framePerspectiveView({ minX: 10, maxX: 14, minZ: -2, maxZ: 2 }, 50, 1.5);
    expect(frame.target.x).toBeCloseTo(12, 9);
    expect(frame.target.z).toBeCloseTo(0, 9);
    expect(frame.position.y).toBeGreaterThan(frame.target.y);
  });

  it('stands far enough back that every corner of the design is inside the narrower angle', () => {
    const bounds = { minX: -6, maxX: 9, minZ: -4, maxZ: 7 };
    for (const aspect of [0.6, 1, 2]) {
      const frame = framePerspectiveView(bounds, 50, aspect);
      const halfVertical = (25 * Math.PI) / 180;
      const halfNarrower = Math.min(halfVertical, Math.atan(Math.tan(halfVertical) * aspect));
      for (const x of [bounds.minX, bounds.maxX]) {
        for (const z of [bounds.minZ, bounds.maxZ]) {
          for (const y of [0, 2.4]) expect(angleTo(frame, { x, y, z })).toBeLessThanOrEqual(halfNarrower);
        }
      }
    }
  });

  it('stands farther back from a larger design', () => {
    const small = framePerspectiveView({ minX: 0, maxX: 4, minZ: 0, maxZ: 3 }, 50, 1.5);
    const large = framePerspectiveView({ minX: 0, maxX: 40, minZ: 0, maxZ: 30 }, 50, 1.5);
    const distance = (frame: typeof small) =>
      Math.hypot(
        frame.position.x - frame.target.x,
        frame.position.y - frame.target.y,
        frame.position.z - frame.target.z,
      );
    expect(distance(large)).toBeGreaterThan(5 * distance(small));
  });

  it('refuses a view without an angle or an aspect', () => {
    expect(() => framePerspectiveView({ minX: 0, maxX: 1, minZ: 0, maxZ: 1 }, 0, 1)).toThrow(/angle/);
  });
});
