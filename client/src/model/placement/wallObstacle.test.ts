import { inches, type IslandWall } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { bodyInches, toInches } from './placementFixtures';
import { resolvePlacement } from './resolvePlacement';
import { islandWallObstacle } from './wallObstacle';

const island: IslandWall = {
  id: 'islandWall_a',
  width: inches(96),
  position: { x: inches(48), z: inches(60) },
  angle: 0,
  firstPoint: { x: 0, z: inches(60) },
  lastPoint: { x: inches(96), z: inches(60) },
  selected: false,
  height: inches(34.5),
  panelVisible: true,
  visible: true,
};

describe('islandWallObstacle', () => {
  it('runs from its first to its last point with no thickness', () => {
    const obstacle = islandWallObstacle(island);
    expect(toInches(obstacle.length)).toBeCloseTo(96, 9);
    expect(obstacle.thickness).toBe(0);
    expect(obstacle.angle).toBeCloseTo(0, 12);
  });

  it('lets island cabinets on both sides stand back to back on it', () => {
    const walls = [islandWallObstacle(island)];
    const front = resolvePlacement(
      bodyInches('model_a', { x: 30, z: 75 }, [24, 34.5, 24]),
      { walls, models: [] },
      { snap: true, keepRotation: false },
    );
    const back = resolvePlacement(
      bodyInches('model_b', { x: 30, z: 45 }, [24, 34.5, 24]),
      { walls, models: [] },
      { snap: true, keepRotation: false },
    );
    expect(toInches(front.position.z)).toBeCloseTo(72, 9);
    expect(front.angle).toBe(0);
    expect(toInches(back.position.z)).toBeCloseTo(48, 9);
    expect(back.angle).toBeCloseTo(Math.PI, 12);
  });

  it('lets a wall cabinet hang above an island wall without meeting it', () => {
    const walls = [islandWallObstacle(island)];
    const hanging = bodyInches('model_w', { x: 30, y: 54, z: 60 }, [24, 30, 12]);
    const result = resolvePlacement(hanging, { walls, models: [] }, { snap: true, keepRotation: false });
    expect(result.position).toEqual(hanging.position);
  });
});
