import { PointLightSchema, type PointLight } from '@kitchensync/schemas';
import ReactThreeTestRenderer from '@react-three/test-renderer';
import { Color, InstancedMesh, PointLight as ThreePointLight, type Object3D } from 'three';
import { afterEach, describe, expect, it } from 'vitest';
import { useSelection } from '../../session/useSelection';
import { CANDELA_PER_INTENSITY } from './lightIntensity';
import { LIGHT_MARKERS_OBJECT_KIND } from './LightMarkerBatch';
import { POINT_LIGHT_OBJECT_KIND, PointLightRenderer } from './PointLightRenderer';

const light = (id: string, fields: Partial<PointLight> = {}): PointLight =>
  PointLightSchema.parse({ id: `pointLight_${id}`, x: 1, y: 2.4, z: -1, ...fields });

function collect<T extends Object3D>(root: Object3D, test: (object: Object3D) => object is T): T[] {
  const found: T[] = [];
  root.traverse((object) => {
    if (test(object)) found.push(object);
  });
  return found;
}

const threeLights = (root: Object3D) =>
  collect(root, (object): object is ThreePointLight => object instanceof ThreePointLight);
const markerBatches = (root: Object3D) =>
  collect(
    root,
    (object): object is InstancedMesh =>
      object instanceof InstancedMesh && object.userData.kind === LIGHT_MARKERS_OBJECT_KIND,
  );

afterEach(() => useSelection.getState().clear());

describe('PointLightRenderer', () => {
  const lights = [
    light('a', { intensity: 2, shadow: true }),
    light('b', { x: -2, y: 2.1 }),
    light('c', { lightVisible: false }),
    light('d', { visible: false }),
  ];

  it('lights the 3D room with a three.js point light per shining light, shadows only where asked', async () => {
    const renderer = await ReactThreeTestRenderer.create(
      <PointLightRenderer lights={lights} viewMode="perspective" />,
    );
    const scene = renderer.scene.instance;
    const sources = threeLights(scene);
    expect(sources.map((source) => source.userData.id)).toEqual([
      'pointLight_a',
      'pointLight_b',
      'pointLight_d',
    ]);
    expect(sources.map((source) => source.intensity)).toEqual(
      [2, 1, 1].map((value) => value * CANDELA_PER_INTENSITY),
    );
    expect(sources.map((source) => source.castShadow)).toEqual([true, false, false]);
    expect(sources.map((source) => source.getWorldPosition(source.position.clone()).toArray())).toEqual([
      [1, 2.4, -1],
      [-2, 2.1, -1],
      [1, 2.4, -1],
    ]);
    expect(
      collect(scene, (object): object is Object3D => object.userData.kind === POINT_LIGHT_OBJECT_KIND),
    ).toHaveLength(4);
    // One bulb batch for every marker, and the markers cast no shadow (a bulb would black out its own light).
    const [bulbs, ...others] = markerBatches(scene);
    expect(others).toEqual([]);
    expect(bulbs!.count).toBe(3);
    expect(bulbs!.userData.lightIds).toEqual(['pointLight_a', 'pointLight_b', 'pointLight_c']);
    expect(bulbs!.castShadow).toBe(false);
    await renderer.unmount();
  });

  it('draws the plan symbol in the top view, two batches for any number of lights, and lights nothing there', async () => {
    const many = Array.from({ length: 40 }, (_, index) =>
      light(String(index).padStart(2, '0'), { x: index / 4 }),
    );
    const renderer = await ReactThreeTestRenderer.create(<PointLightRenderer lights={many} viewMode="top" />);
    const scene = renderer.scene.instance;
    expect(threeLights(scene)).toEqual([]);
    const batches = markerBatches(scene);
    expect(batches.map((batch) => batch.count)).toEqual([40, 40]);
    await renderer.unmount();
  });

  it('tints a selected light’s symbol green and dims a light switched off', async () => {
    useSelection.getState().select(['pointLight_a']);
    const renderer = await ReactThreeTestRenderer.create(
      <PointLightRenderer lights={lights} viewMode="top" />,
    );
    const [, symbols] = markerBatches(renderer.scene.instance);
    const colorOf = (index: number) => {
      const color = symbols!.instanceColor!;
      return [color.getX(index), color.getY(index), color.getZ(index)].map((value) =>
        Math.round(value * 255),
      );
    };
    const hex = (color: number[]) => `#${color.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
    // Instance colours are linear; the hex strings name sRGB colours, so compare their linear values.
    const linear = (css: string) => {
      const color = new Color(css);
      return [color.r, color.g, color.b].map((value) => Math.round(value * 255));
    };
    expect(hex(colorOf(0))).toBe(hex(linear('#5cb860')));
    expect(hex(colorOf(1))).toBe(hex(linear('#ffffff')));
    expect(hex(colorOf(2))).toBe(hex(linear('#8d939b')));
    await renderer.unmount();
  });
});
