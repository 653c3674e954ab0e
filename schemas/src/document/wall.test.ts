import { describe, expect, it } from 'vitest';
import { WALL_DEFAULT_COLOR, WALL_DEFAULT_HEIGHT, WallSchema } from './wall';

describe('WallSchema', () => {
  it('fills the spec defaults: 96 inch height, colour #E0E0E0, visible, no name', () => {
    const wall = WallSchema.parse({ id: 'wall_a1', position: { x: 0, z: 0 }, dimensions: { x: 2 } });
    expect(wall.dimensions.y).toBeCloseTo(96 * 0.0254, 12);
    expect(WALL_DEFAULT_HEIGHT).toBeCloseTo(2.4384, 12);
    expect(wall.color).toBe(WALL_DEFAULT_COLOR);
    expect(WALL_DEFAULT_COLOR).toBe('#E0E0E0');
    expect(wall).toMatchObject({ visible: true, name: '', connected: [], error: false, angle: 0 });
  });

  it('refuses an id without the wall_ prefix', () => {
    const result = WallSchema.safeParse({ id: 'model_1', position: { x: 0, z: 0 }, dimensions: { x: 1 } });
    expect(result.success).toBe(false);
  });

  it('refuses lengths that are not finite and positive', () => {
    for (const x of [0, -1, Number.POSITIVE_INFINITY, Number.NaN]) {
      const result = WallSchema.safeParse({ id: 'wall_1', position: { x: 0, z: 0 }, dimensions: { x } });
      expect(result.success).toBe(false);
    }
  });
});
