import { WallSchema } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { placedModelFixture } from '../modelParts/placedModelFixture';
import { designBounds } from './designBounds';

let wallCount = 0;
const wall = (x: number, z: number, length: number, angle: number, visible = true) =>
  WallSchema.parse({
    id: `wall_${(wallCount += 1)}`,
    position: { x, z },
    dimensions: { x: length, z: 0.2 },
    angle,
    visible,
  });

describe('designBounds', () => {
  it('has no bounds for an empty design', () => {
    expect(designBounds([], [])).toBeNull();
  });

  it('covers both ends of every wall, widened by half its depth', () => {
    const bounds = designBounds([wall(0, 0, 4, 0), wall(4, 0, 3, Math.PI / 2)]);
    expect(bounds!.minX).toBeCloseTo(-0.1, 9);
    expect(bounds!.maxX).toBeCloseTo(4.1, 9);
    // Drawn at π/2 the second wall runs up the screen, towards -z.
    expect(bounds!.minZ).toBeCloseTo(-3.1, 9);
    expect(bounds!.maxZ).toBeCloseTo(0.1, 9);
  });

  it('leaves hidden walls out and takes placed models in', () => {
    const model = placedModelFixture({ position: { x: 10, y: 0, z: 5 } });
    const bounds = designBounds([wall(0, 0, 1, 0), wall(-20, 0, 1, 0, false)], [model]);
    expect(bounds!.minX).toBeCloseTo(-0.1, 9);
    expect(bounds!.maxX).toBeGreaterThan(10);
    expect(bounds!.maxZ).toBeGreaterThan(5);
  });
});
