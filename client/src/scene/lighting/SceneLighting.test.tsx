import ReactThreeTestRenderer from '@react-three/test-renderer';
import { DirectionalLight, type Object3D, type Scene } from 'three';
import { describe, expect, it } from 'vitest';
import { KEY_LIGHT_OBJECT_KIND, SceneLighting } from './SceneLighting';
import { qualityProfile } from './qualityProfile';

const bounds = { minX: -2, maxX: 2, minZ: -1.5, maxZ: 1.5 };

function keyLightOf(root: Object3D): DirectionalLight | null {
  let found: DirectionalLight | null = null;
  root.traverse((object) => {
    if (object.userData.kind === KEY_LIGHT_OBJECT_KIND && object instanceof DirectionalLight) found = object;
  });
  return found;
}

function lightTypes(root: Object3D): string[] {
  const types: string[] = [];
  root.traverse((object) => {
    if ((object as { isLight?: boolean }).isLight === true) types.push(object.type);
  });
  return types.sort();
}

describe('SceneLighting', () => {
  it('keeps the plain ambient and directional light of before in the top view and at Low, casting no shadow', async () => {
    for (const [view, quality] of [
      ['top', 'high'],
      ['perspective', 'low'],
    ] as const) {
      const renderer = await ReactThreeTestRenderer.create(
        <SceneLighting view={view} quality={quality} bounds={bounds} />,
      );
      const scene = renderer.scene.instance;
      expect(keyLightOf(scene)).toBeNull();
      expect(lightTypes(scene)).toEqual(['AmbientLight', 'DirectionalLight']);
      const casting: Object3D[] = [];
      scene.traverse((object) => {
        if (object.castShadow) casting.push(object);
      });
      expect(casting).toEqual([]);
      await renderer.unmount();
    }
  });

  it('lights the room at Medium with a key light casting soft shadows over the whole design, and a sky fill', async () => {
    const renderer = await ReactThreeTestRenderer.create(
      <SceneLighting view="perspective" quality="medium" bounds={bounds} />,
    );
    const key = keyLightOf(renderer.scene.instance)!;
    expect(key).not.toBeNull();
    expect(key.castShadow).toBe(true);
    expect(key.shadow.mapSize.x).toBe(qualityProfile('medium').shadowMapSize);
    expect(key.shadow.radius).toBeGreaterThan(1);
    // The shadow camera holds the design (4 m by 3 m) seen from the light.
    const camera = key.shadow.camera;
    expect(camera.right - camera.left).toBeGreaterThanOrEqual(4);
    expect(camera.top - camera.bottom).toBeGreaterThanOrEqual(4);
    expect(key.target.position.toArray()).toEqual([0, 0, 0]);
    expect(lightTypes(renderer.scene.instance)).toEqual(['DirectionalLight', 'HemisphereLight']);
    // Medium never prefilters an environment (seconds on a software renderer).
    expect((renderer.scene.instance as Scene).environment).toBeNull();
    await renderer.unmount();
  });

  it('sharpens shadows and textures with the quality: Low none, Medium, then High finer', () => {
    const [low, medium, high] = (['low', 'medium', 'high'] as const).map(qualityProfile);
    expect(low).toMatchObject({
      shadowMapSize: 0,
      textureSize: 0,
      contactShadows: false,
      environment: false,
    });
    expect(medium!.shadowMapSize).toBeGreaterThan(0);
    expect(medium!.contactShadows).toBe(true);
    expect(medium!.environment).toBe(false);
    expect(high!.shadowMapSize).toBeGreaterThan(medium!.shadowMapSize);
    expect(high!.textureSize).toBeGreaterThan(medium!.textureSize);
    expect(high!.environment).toBe(true);
  });
});
