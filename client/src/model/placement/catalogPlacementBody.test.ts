import { inches } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { catalogModelFixture } from '../catalogue/catalogModelFixture';
import { catalogPlacementBody } from './catalogPlacementBody';

const size = { width: inches(30), height: inches(30), depth: inches(12) };

describe('catalogPlacementBody', () => {
  it('puts a dropped model with its footprint centred on the drop point, at its default height', () => {
    const wallCabinet = catalogModelFixture({ catalogModelId: 'W3030', type: 'wall', dimensions: size });
    const start = catalogPlacementBody(wallCabinet, 'model_1', { x: 1.5, z: -0.4 }, 0.25);
    expect(start?.body).toMatchObject({
      id: 'model_1',
      position: { x: 1.5, y: inches(54), z: -0.4 },
      angle: 0.25,
      dimensions: size,
      restHeight: inches(54),
      collision: 'block',
    });
    expect(start?.keepRotation).toBe(false);
  });

  it('prefers the catalogue’s default dimensions and keeps a locked rotation', () => {
    const fridge = catalogModelFixture({
      catalogModelId: 'FRIDGE36',
      type: 'appliance',
      dimensions: size,
      defaultDimensions: { width: inches(36), height: inches(70), depth: inches(30) },
      lockRotation: true,
    } as Parameters<typeof catalogModelFixture>[0]);
    const start = catalogPlacementBody(fridge, 'model_2', { x: 0, z: 0 });
    expect(start?.body.dimensions.width).toBeCloseTo(inches(36));
    expect(start?.body.position.y).toBe(0);
    expect(start?.keepRotation).toBe(true);
  });

  it('has nothing to place for a model the catalogue gives no dimensions', () => {
    const bare = catalogModelFixture({ catalogModelId: 'BARE', type: 'base', dimensions: null });
    expect(catalogPlacementBody(bare, 'model_3', { x: 0, z: 0 })).toBeNull();
  });

  it('marks a decoration sink as one that drops into a sink base, and a sink base as its host', () => {
    const sink = catalogModelFixture({
      catalogModelId: 'SNKU30',
      type: 'decoration',
      subcategory: 'sink',
      dimensions: size,
    });
    const base = catalogModelFixture({
      catalogModelId: 'SB36',
      type: 'base',
      subcategory: 'sink',
      dimensions: size,
    });
    const other = catalogModelFixture({
      catalogModelId: 'B30',
      type: 'base',
      subcategory: 'regular',
      dimensions: size,
    });
    expect(catalogPlacementBody(sink, 'model_4', { x: 0, z: 0 })?.body.sinkFit).toBe('sink');
    expect(catalogPlacementBody(base, 'model_5', { x: 0, z: 0 })?.body.sinkFit).toBe('sinkBase');
    expect(catalogPlacementBody(other, 'model_6', { x: 0, z: 0 })?.body.sinkFit).toBeNull();
  });
});
