import type { RootState } from '@react-three/fiber';
import {
  Color,
  Mesh,
  MeshStandardMaterial,
  PlaneGeometry,
  type DirectionalLight,
  type Object3D,
  type PointLight,
} from 'three';
import type { RenderAttempt } from '../../model/render/renderAttempts';
import { RENDER_BORDER_PLANE_DROP, RENDER_BORDER_PLANE_SIZE } from '../../model/render/renderBorderPlane';
import { KEY_LIGHT_OBJECT_KIND } from '../../scene/lighting/SceneLighting';
import { LIGHT_MARKERS_OBJECT_KIND } from '../../scene/lights/LightMarkerBatch';
import { LIGHT_OBJECT_KIND } from '../../scene/lights/PointLightRenderer';

/** The editor's own marks, which a picture of the kitchen leaves out. */
const EDITOR_ONLY_KINDS = new Set<unknown>([
  LIGHT_MARKERS_OBJECT_KIND,
  'grid',
  'measurement',
  'wall-dimension',
  'opening-placing-target',
  'wallEndHandle',
  'presence-pointer',
  'presence-selection',
  'modelDragPreview',
  'catalogueDropPreview',
  'lightDragPreview',
  'modelPlanLines',
]);

/** The sky a render's open sides show, and the ground its border plane lays out to the horizon. */
export const RENDER_SKY = '#dfe7ef';
const GROUND = '#cfc8bb';

function isEditorOnly(object: Object3D): boolean {
  if (EDITOR_ONLY_KINDS.has(object.userData.kind)) return true;
  // Dimension and guide lines are drawing marks, not things in the room.
  const line = object as Object3D & { isLine?: boolean; isLine2?: boolean; isLineSegments2?: boolean };
  return line.isLine === true || line.isLine2 === true || line.isLineSegments2 === true;
}

/**
 * Readies the design view's scene for a render and returns what puts it back: editor marks hidden,
 * the ground plane laid, the sky behind, and the lights' shadows as `attempt` asks (the key
 * light's map at its size; the point lights' shadows kept or dropped). Restoring puts back every
 * visibility, shadow flag and map size, and drops the shadow maps made at the render's size.
 */
export function prepareSceneForRender(
  { scene }: Pick<RootState, 'scene'>,
  attempt: RenderAttempt,
): () => void {
  const undo: (() => void)[] = [];
  const hidden: Object3D[] = [];
  scene.traverse((object) => {
    if (object.visible && isEditorOnly(object)) hidden.push(object);
  });
  for (const object of hidden) object.visible = false;
  undo.push(() => {
    for (const object of hidden) object.visible = true;
  });

  const background = scene.background;
  scene.background = new Color(RENDER_SKY);
  undo.push(() => {
    scene.background = background;
  });

  const ground = new Mesh(
    new PlaneGeometry(RENDER_BORDER_PLANE_SIZE, RENDER_BORDER_PLANE_SIZE),
    new MeshStandardMaterial({ color: GROUND, roughness: 1 }),
  );
  ground.name = 'render-border-plane';
  ground.rotation.x = -Math.PI / 2;
  ground.position.y = -RENDER_BORDER_PLANE_DROP;
  ground.receiveShadow = true;
  scene.add(ground);
  undo.push(() => {
    ground.removeFromParent();
    ground.geometry.dispose();
    ground.material.dispose();
  });

  scene.traverse((object) => {
    if (object.userData.kind === KEY_LIGHT_OBJECT_KIND) {
      const light = object as DirectionalLight;
      const { castShadow } = light;
      const size = light.shadow.mapSize.clone();
      light.castShadow = attempt.shadowMapSize > 0;
      if (light.castShadow) resizeShadowMap(light, attempt.shadowMapSize);
      undo.push(() => {
        light.castShadow = castShadow;
        resizeShadowMap(light, size.x);
      });
    } else if (object.userData.kind === LIGHT_OBJECT_KIND && !attempt.lightShadows) {
      const light = object as PointLight;
      const { castShadow } = light;
      light.castShadow = false;
      undo.push(() => {
        light.castShadow = castShadow;
      });
    }
  });

  return () => {
    for (const step of undo.reverse()) step();
  };
}

/** A new size needs a new map: the old one is freed and made again on the next frame. */
function resizeShadowMap(light: DirectionalLight, size: number): void {
  if (light.shadow.mapSize.x === size) return;
  light.shadow.mapSize.set(size, size);
  light.shadow.map?.dispose();
  light.shadow.map = null;
}
