import { describe, expect, it } from 'vitest';
import { wallBetween, wallsAlong } from './testing/wallsAlong';
import { wallsAfterDeletion } from './wallsAfterDeletion';

describe('wallsAfterDeletion', () => {
  it('removes the deleted wall from both neighbours’ connections', () => {
    const walls = wallsAlong([
      { x: 0, z: 0 },
      { x: 2, z: 0 },
      { x: 2, z: -2 },
      { x: 0, z: -2 },
    ]);
    const changed = wallsAfterDeletion(walls, 'wall_w1');
    expect(changed.map((wall) => [wall.id, wall.connected])).toEqual([
      ['wall_w0', []],
      ['wall_w2', []],
    ]);
  });

  it('removes a one-sided connection too', () => {
    const a = wallBetween('wall_a', { x: 0, z: 0 }, { x: 1, z: 0 });
    const b = wallBetween('wall_b', { x: 1, z: 0 }, { x: 1, z: 1 }, { connected: ['wall_a'] });
    expect(wallsAfterDeletion([a, b], 'wall_a')).toEqual([{ ...b, connected: [] }]);
  });

  it('clears the flag of a wall that only collided with the deleted one', () => {
    const a = { ...wallBetween('wall_a', { x: -1, z: 0 }, { x: 1, z: 0 }), error: true };
    const b = { ...wallBetween('wall_b', { x: 0, z: -1 }, { x: 0, z: 1 }), error: true };
    expect(wallsAfterDeletion([a, b], 'wall_b')).toEqual([{ ...a, error: false }]);
  });

  it('changes nothing else', () => {
    const a = wallBetween('wall_a', { x: 0, z: 0 }, { x: 1, z: 0 });
    const b = wallBetween('wall_b', { x: 5, z: 0 }, { x: 6, z: 0 });
    expect(wallsAfterDeletion([a, b], 'wall_a')).toEqual([]);
  });
});
