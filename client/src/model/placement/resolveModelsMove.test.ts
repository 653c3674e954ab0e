import { inches } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { placedModelFixture } from '../modelParts/placedModelFixture';
import { bodyInches, wallInches } from './placementFixtures';
import type { PlacementScene } from './placementScene';
import { resolveModelsMove } from './resolveModelsMove';

const toInches = (meters: number) => meters / inches(1);

function baseAt(id: string, x: number, z: number, fields: { lockRotation?: boolean; angle?: number } = {}) {
  return placedModelFixture({
    id,
    modelType: 'base',
    modelSubcategory: 'regular',
    inches: [24, 34.5, 24],
    position: { x: inches(x), y: 0, z: inches(z) },
    rotation: { x: 0, y: fields.angle ?? 0, z: 0 },
    lockRotation: fields.lockRotation ?? false,
  });
}

/** A 200-inch wall along x at z = 0; the room is at positive z. */
const ROOM: PlacementScene = { walls: [wallInches('wall_back', { x: 0, z: 0 }, 200)], models: [] };

describe('resolveModelsMove', () => {
  it('moves one model in open floor by exactly the drag', () => {
    const move = resolveModelsMove([baseAt('model_a', 60, 60)], ROOM, { x: inches(10), z: inches(5) });
    const pose = move.poses.get('model_a')!;
    expect(toInches(pose.position.x)).toBeCloseTo(70, 9);
    expect(toInches(pose.position.z)).toBeCloseTo(65, 9);
    expect(pose.angle).toBe(0);
    expect(move.resolved).toBe(true);
  });

  it('snaps one model dragged near a wall back to it, as the drop will', () => {
    const move = resolveModelsMove([baseAt('model_a', 60, 60)], ROOM, { x: 0, z: inches(-42) });
    // The wall is 4.5 in thick about its line: the back touches z = 2.25 in, the centre is 12 in further.
    expect(toInches(move.poses.get('model_a')!.position.z)).toBeCloseTo(14.25, 9);
  });

  it('snaps one model dragged beside another against its side', () => {
    const scene: PlacementScene = {
      walls: [],
      models: [bodyInches('model_b', { x: 100, z: 60 }, [24, 34.5, 24])],
    };
    // 3 in short of touching; the snap distance is about 7.9 in (0.2 m).
    const move = resolveModelsMove([baseAt('model_a', 60, 60)], scene, { x: inches(13), z: 0 });
    expect(toInches(move.poses.get('model_a')!.position.x)).toBeCloseTo(76, 9);
  });

  it('turns a model dragged to a wall to face the room, unless its rotation is locked', () => {
    const drag = { x: 0, z: inches(-40) };
    const free = resolveModelsMove([baseAt('model_a', 60, 60, { angle: 1 })], ROOM, drag);
    const locked = resolveModelsMove(
      [baseAt('model_a', 60, 60, { angle: 1, lockRotation: true })],
      ROOM,
      drag,
    );
    expect(free.poses.get('model_a')!.angle).toBe(0);
    expect(locked.poses.get('model_a')!.angle).toBe(1);
  });

  it('moves several models rigidly, without snapping them apart, and keeps their turns', () => {
    const a = baseAt('model_a', 60, 60, { angle: Math.PI });
    const b = baseAt('model_b', 84, 60, { angle: Math.PI });
    const move = resolveModelsMove([a, b], ROOM, { x: inches(3), z: inches(-50) });
    const [poseA, poseB] = [move.poses.get('model_a')!, move.poses.get('model_b')!];
    expect(toInches(poseA.position.z)).toBeCloseTo(14.25, 9);
    expect(toInches(poseB.position.x - poseA.position.x)).toBeCloseTo(24, 9);
    expect(toInches(poseA.position.x)).toBeCloseTo(63, 9);
    expect([poseA.angle, poseB.angle]).toEqual([Math.PI, Math.PI]);
    expect(move.resolved).toBe(true);
  });
});
