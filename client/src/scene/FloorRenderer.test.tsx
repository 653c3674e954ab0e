import { FlooringSchema, inches } from '@kitchensync/schemas';
import ReactThreeTestRenderer from '@react-three/test-renderer';
import type { MeshStandardMaterial, PlaneGeometry } from 'three';
import { Mesh, type Object3D } from 'three';
import { describe, expect, it } from 'vitest';
import { wallsAlong } from '../model/walls/testing/wallsAlong';
import { FLOOR_OBJECT_KIND, FloorRenderer } from './FloorRenderer';

function floorOf(root: Object3D): Mesh | null {
  let found: Mesh | null = null;
  root.traverse((object) => {
    if (object.userData.kind === FLOOR_OBJECT_KIND && object instanceof Mesh) found = object;
  });
  return found;
}

const room = () =>
  wallsAlong([
    { x: -2, z: 1.5 },
    { x: 2, z: 1.5 },
    { x: 2, z: -1.5 },
    { x: -2, z: -1.5 },
    { x: -2, z: 1.5 },
  ]);

const round = (value: number) => Number(value.toFixed(6)) + 0;

describe('FloorRenderer', () => {
  it('covers the walls’ footprint widened by the overhang, in the flooring’s catalogue colour', async () => {
    const flooring = FlooringSchema.parse({
      id: 'floor-walnut',
      app: { color: '#6b4a33' },
      overhang: { top: inches(10), right: 0, bottom: 0, left: 0 },
    });
    const renderer = await ReactThreeTestRenderer.create(
      <FloorRenderer walls={room()} flooring={flooring} />,
    );
    const floor = floorOf(renderer.scene.instance);
    expect(floor).not.toBeNull();
    const { width, height } = (floor!.geometry as PlaneGeometry).parameters;
    expect([width, height].map(round)).toEqual([4, round(3 + inches(10))]);
    expect(round(floor!.position.z)).toBe(round(-inches(10) / 2));
    expect((floor!.material as MeshStandardMaterial).color.getHexString()).toBe(
      new (await import('three')).Color(0x6b4a33).getHexString(),
    );
    expect(floor!.userData.flooringId).toBe('floor-walnut');
    await renderer.unmount();
  });

  it('draws no floor for Default (no flooring) in the top view, nor without a room', async () => {
    const flooring = FlooringSchema.parse({ id: 'floor-walnut' });
    const none = await ReactThreeTestRenderer.create(
      <FloorRenderer walls={room()} flooring={null} viewMode="top" />,
    );
    expect(floorOf(none.scene.instance)).toBeNull();
    await none.unmount();
    const empty = await ReactThreeTestRenderer.create(<FloorRenderer walls={[]} flooring={flooring} />);
    expect(floorOf(empty.scene.instance)).toBeNull();
    await empty.unmount();
  });

  it('stands a room with Default flooring on a default oak plank floor in 3D, over the walls’ footprint', async () => {
    const renderer = await ReactThreeTestRenderer.create(
      <FloorRenderer walls={room()} flooring={null} viewMode="perspective" />,
    );
    const floor = floorOf(renderer.scene.instance);
    expect(floor).not.toBeNull();
    const { width, height } = (floor!.geometry as PlaneGeometry).parameters;
    expect([width, height].map(round)).toEqual([4, 3]);
    expect(floor!.userData).toMatchObject({ flooringId: null, pattern: 'planks' });
    await renderer.unmount();
  });

  it('lays the chosen flooring with its finish’s pattern at its pattern size, rotation and mirror in 3D', async () => {
    const flooring = FlooringSchema.parse({
      id: 'floor-porcelain-12',
      app: { color: '#ecebe7' },
      repeat: { x: 2, z: 4, mirrored: true },
      rotation: 90,
    });
    const renderer = await ReactThreeTestRenderer.create(
      <FloorRenderer walls={room()} flooring={flooring} viewMode="perspective" />,
    );
    const floor = floorOf(renderer.scene.instance)!;
    expect(floor.userData.pattern).toBe('tiles');
    const material = floor.material as MeshStandardMaterial;
    // Two tiles to a picture: 2 and 4 tiles a meter are 1 and 2 pictures a meter.
    expect(material.userData.pattern).toMatchObject({
      pattern: 'tiles',
      mapping: 'world',
      layout: { scaleU: 1, scaleV: 2, rotation: Math.PI / 2, mirrored: true },
    });
    await renderer.unmount();
  });
});
