import type { PerspectiveFrame } from '../navigation/framePerspectiveView';
import { ANIMATION_FRAMERATE, type AnimationSettings } from '@kitchensync/schemas';

/** Radians per second at speed 1: one turn in 30 s, as three's OrbitControls auto-rotate by default. */
export const BASE_TURN_RATE = (2 * Math.PI) / 30;

/**
 * How far the camera has turned at frame `frameIndex` (radians, clockwise seen from above on the
 * plan is positive): frames are taken at exactly 30 per second of film, however long each takes to
 * draw, so the film turns evenly.
 */
export function orbitAngle(
  frameIndex: number,
  speed: AnimationSettings['speed'],
  direction: AnimationSettings['direction'],
): number {
  const sign = direction === 'cw' ? 1 : -1;
  return (sign * speed * BASE_TURN_RATE * frameIndex) / ANIMATION_FRAMERATE;
}

/**
 * The camera's position after turning `angle` about the vertical line through the frame's target.
 * The plan shows north (-z) up and east (+x) right, so clockwise takes a camera in the north to the
 * east.
 */
export function orbitCameraPosition(frame: PerspectiveFrame, angle: number): PerspectiveFrame['position'] {
  const dx = frame.position.x - frame.target.x;
  const dz = frame.position.z - frame.target.z;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return {
    x: frame.target.x + dx * cos - dz * sin,
    y: frame.position.y,
    z: frame.target.z + dx * sin + dz * cos,
  };
}
