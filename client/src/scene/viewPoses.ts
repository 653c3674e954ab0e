import { Euler, Matrix4, Quaternion, Vector3 } from 'three';
import { DEFAULT_PLAN_ZOOM } from '../model/navigation/planView';

/** Where a camera stands and which way it faces. */
export interface Pose {
  position: Vector3;
  quaternion: Quaternion;
}

/** Pixels per meter in the top view before it is fitted or zoomed. */
export const TOP_VIEW_ZOOM = DEFAULT_PLAN_ZOOM;
export const PERSPECTIVE_FOV = 50;
export const PERSPECTIVE_POSITION = new Vector3(6, 7, 9);
export const PERSPECTIVE_TARGET = new Vector3(0, 1, 0);

const UP = new Vector3(0, 1, 0);
const LOOKING_DOWN = new Quaternion().setFromEuler(new Euler(-Math.PI / 2, 0, 0));

/**
 * A perspective camera at `position` looking at `target`, upright: by default the perspective
 * view's starting pose, from above one corner, looking at the middle of the room.
 */
export function perspectivePose(position = PERSPECTIVE_POSITION, target = PERSPECTIVE_TARGET): Pose {
  const looking = new Matrix4().lookAt(position, target, UP);
  return {
    position: position.clone(),
    quaternion: new Quaternion().setFromRotationMatrix(looking),
  };
}

/**
 * A perspective camera looking straight down on (x, z), with -z up on screen, high enough to show
 * as much floor as the top view at `zoom` pixels per meter on a canvas `canvasHeight` pixels high:
 * where a flight to or from the top view starts or ends, so the switch has no jump.
 */
export function topPose(x: number, z: number, zoom: number, canvasHeight: number): Pose {
  const height = canvasHeight / zoom / (2 * Math.tan(((PERSPECTIVE_FOV / 2) * Math.PI) / 180));
  return { position: new Vector3(x, height, z), quaternion: LOOKING_DOWN.clone() };
}
