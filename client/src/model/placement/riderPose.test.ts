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
});
