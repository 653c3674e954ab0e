import { inches } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { placedModelFixture } from '../modelParts/placedModelFixture';
import { riderPose } from './riderPose';

describe('riderPose', () => {
  it('keeps the rider at the same place in its base when the base is moved and turned a quarter', () => {
    const base = placedModelFixture({ id: 'model_base', position: { x: 1, y: 0, z: 2 } });
    const rider = placedModelFixture({
      id: 'model_rider',
      position: { x: 1 + inches(3), y: 0.7, z: 2 - inches(1) },
    });
    const pose = riderPose(rider, base, { position: { x: 5, y: 0.1, z: 5 }, angle: Math.PI / 2 });
    // Turned a quarter, the base's width runs along -z and its depth along +x.
    expect(pose.position.x).toBeCloseTo(5 - inches(1), 9);
    expect(pose.position.z).toBeCloseTo(5 - inches(3), 9);
    expect(pose.position.y).toBeCloseTo(0.8, 9);
    expect(pose.angle).toBeCloseTo(Math.PI / 2, 9);
  });

  it('keeps a flush rim flush and the rider centred where it was when its base changes size', () => {
    const base = placedModelFixture({
      id: 'model_base',
      modelSubcategory: 'sink',
      inches: [36, 34.5, 24],
      position: { x: 1, y: 0, z: 2 },
    });
    // An undermount sink 9" deep, rim flush with the 1.5" countertop, half an inch forward of centre.
    const rider = placedModelFixture({
      id: 'model_rider',
      modelType: 'decoration',
      modelSubcategory: 'sink',
      inches: [30, 9, 18],
      position: { x: 1, y: inches(34.5 + 1.5 - 9), z: 2 + inches(0.5) },
    });
    // 6" narrower, 3" taller and 2" shallower; the base's centre moved with its back-left corner kept.
    const pose = riderPose(
      rider,
      base,
      { position: { x: 1 - inches(3), y: 0, z: 2 - inches(1) }, angle: 0 },
      { width: inches(30), height: inches(37.5), depth: inches(22) },
    );
    expect(pose.position.x).toBeCloseTo(1 - inches(3), 9);
    expect(pose.position.z).toBeCloseTo(2 - inches(1) + inches(0.5), 9);
    expect(pose.position.y).toBeCloseTo(inches(37.5 + 1.5 - 9), 9);
    expect(pose.angle).toBe(0);
  });

  it('keeps a sink taller than its cabinet standing on the base floor when the base gets lower', () => {
    const base = placedModelFixture({
      id: 'model_base',
      inches: [36, 20, 24],
      position: { x: 0, y: 0, z: 0 },
    });
    const farmhouse = placedModelFixture({
      id: 'model_rider',
      inches: [30, 24, 20],
      position: { x: 0, y: 0, z: 0 },
    });
    const pose = riderPose(
      farmhouse,
      base,
      { position: { x: 0, y: 0, z: 0 }, angle: 0 },
      { width: inches(36), height: inches(18), depth: inches(24) },
    );
    expect(pose.position.y).toBe(0);
  });
});
