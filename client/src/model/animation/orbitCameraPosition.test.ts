import { describe, expect, it } from 'vitest';
import { orbitAngle, orbitCameraPosition } from './orbitCameraPosition';

const frame = { target: { x: 1, y: 1, z: 2 }, position: { x: 1, y: 4, z: -3 } };

describe('the camera’s orbit', () => {
  it('turns one full turn in 30 s at speed 1 and four in 30 s at speed 4', () => {
    expect(orbitAngle(30 * 30, 1, 'cw')).toBeCloseTo(2 * Math.PI);
    expect(orbitAngle(30 * 30, 4, 'cw')).toBeCloseTo(8 * Math.PI);
    expect(orbitAngle(15, 0.5, 'cw')).toBeCloseTo(Math.PI / 60);
  });

  it('turns counter-clockwise the opposite way', () => {
    expect(orbitAngle(45, 2, 'ccw')).toBeCloseTo(-orbitAngle(45, 2, 'cw'));
  });

  it('takes a camera north of the target east when turning clockwise on the plan', () => {
    const quarter = orbitCameraPosition(frame, Math.PI / 2);
    expect(quarter.x).toBeCloseTo(6);
    expect(quarter.z).toBeCloseTo(2);
    expect(quarter.y).toBe(4);
    const back = orbitCameraPosition(frame, -Math.PI / 2);
    expect(back.x).toBeCloseTo(-4);
  });

  it('keeps the camera’s distance from the target', () => {
    for (const angle of [0.1, 1, 2.5, -3]) {
      const moved = orbitCameraPosition(frame, angle);
      expect(Math.hypot(moved.x - 1, moved.z - 2)).toBeCloseTo(5);
    }
  });
});
