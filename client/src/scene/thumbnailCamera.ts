import { OrthographicCamera, PerspectiveCamera, type Camera } from 'three';
import type { FloorBounds } from '../model/navigation/designBounds';
import { fitPlanView } from '../model/navigation/fitPlanView';
import { framePerspectiveView } from '../model/navigation/framePerspectiveView';
import { TOP_CAMERA_HEIGHT } from './PlanNavigation';
import type { ViewMode } from './ViewMode';
import { PERSPECTIVE_FOV } from './viewPoses';

/**
 * The camera a thumbnail is taken with: the whole design, framed for a `width` × `height` pixel
 * picture, the way the scene is drawn now (the plan from above while the scene shows the top view,
 * where models are drawn as plan symbols; the 3D view's corner otherwise). Independent of where the
 * person has zoomed or orbited, so every card shows the whole design.
 */
export function thumbnailCamera(view: ViewMode, bounds: FloorBounds, width: number, height: number): Camera {
  if (view === 'top') {
    const plan = fitPlanView(bounds, width, height);
    const camera = new OrthographicCamera(-width / 2, width / 2, height / 2, -height / 2, 0.1, 200);
    camera.zoom = plan.zoom;
    camera.position.set(plan.centerX, TOP_CAMERA_HEIGHT, plan.centerZ);
    camera.rotation.set(-Math.PI / 2, 0, 0);
    camera.updateProjectionMatrix();
    camera.updateMatrixWorld();
    return camera;
  }
  const aspect = width / height;
  const frame = framePerspectiveView(bounds, PERSPECTIVE_FOV, aspect);
  const camera = new PerspectiveCamera(PERSPECTIVE_FOV, aspect, 0.05, 500);
  camera.position.set(frame.position.x, frame.position.y, frame.position.z);
  camera.lookAt(frame.target.x, frame.target.y, frame.target.z);
  camera.updateProjectionMatrix();
  camera.updateMatrixWorld();
  return camera;
}
