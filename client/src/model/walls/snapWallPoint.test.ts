import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { snapWallPoint } from './snapWallPoint';
import { wallBetween } from './testing/wallsAlong';
import { floorDistance } from './wallEnds';
import { WALL_SNAP_DISTANCE } from './wallTolerances';

const THICK = 0.1;
const wall = wallBetween('wall_a', { x: 0, z: 0 }, { x: 4, z: 0 }, { thickness: THICK });

describe('snapWallPoint', () => {
  it('pulls a point within 0.25 m onto the nearest wall end', () => {
    expect(snapWallPoint({ x: 4.2, z: 0.1 }, [wall])).toEqual({
      point: { x: 4, z: 0 },
      target: { kind: 'end', wallId: 'wall_a', end: 'end' },
    });
  });

  it('prefers an end to a nearer face', () => {
    expect(snapWallPoint({ x: 0.2, z: 0.06 }, [wall])?.target).toEqual({
      kind: 'end',
      wallId: 'wall_a',
      end: 'start',
    });
  });

  it('puts a point near the middle of a wall on the face on its side', () => {
    const above = snapWallPoint({ x: 2, z: -0.2 }, [wall]);
    expect(above?.target).toEqual({ kind: 'face', wallId: 'wall_a' });
    expect(above?.point.x).toBeCloseTo(2, 12);
    expect(above?.point.z).toBeCloseTo(-THICK / 2, 12);
    expect(snapWallPoint({ x: 2, z: 0.01 }, [wall])?.point.z).toBeCloseTo(THICK / 2, 12);
  });

  it('leaves a point farther than the snap distance alone', () => {
    expect(snapWallPoint({ x: 2, z: -THICK / 2 - 0.26 }, [wall])).toBeNull();
    expect(snapWallPoint({ x: 4.3, z: 0 }, [wall])).toBeNull();
  });

  it('never moves a point by more than the snap distance', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -2, max: 6, noNaN: true }),
        fc.double({ min: -2, max: 2, noNaN: true }),
        (x, z) => {
          const snap = snapWallPoint({ x, z }, [wall]);
          if (snap !== null)
            expect(floorDistance(snap.point, { x, z })).toBeLessThanOrEqual(WALL_SNAP_DISTANCE + 1e-9);
        },
      ),
    );
  });
});
