import { inches, PlacedModelSchema, WallSchema, type PlacedModel, type Wall } from '@kitchensync/schemas';
import type { OpeningBox } from './openingBox';

/** A 96" high, 4.5" thick wall from `start` along `angle`, `length` inches long (test scenes are in inches). */
export function wallInches(start: { x: number; z: number }, length: number, angle = 0, height = 96): Wall {
  return WallSchema.parse({
    id: 'wall_fixture',
    position: { x: inches(start.x), z: inches(start.z) },
    dimensions: { x: inches(length), y: inches(height), z: inches(4.5) },
    angle,
  });
}

export function boxInches(left: number, bottom: number, width: number, height: number): OpeningBox {
  return { left: inches(left), bottom: inches(bottom), width: inches(width), height: inches(height) };
}

/** The box in inches, rounded to 1/1000 so float noise does not hide what a test means. */
export function inchesOfBox(box: OpeningBox): [number, number, number, number] {
  const of = (meters: number) => Math.round((meters / inches(1)) * 1000) / 1000;
  return [of(box.left), of(box.bottom), of(box.width), of(box.height)];
}

/** A 33" sink base cabinet, 24" deep, centred at (x, z) inches and turned by `angle`. */
export function sinkInches(x: number, z: number, angle = 0, subcategory = 'sink'): PlacedModel {
  return PlacedModelSchema.parse({
    id: 'model_sink',
    catalogModelId: 'sb33',
    modelType: 'base',
    modelSubcategory: subcategory,
    position: { x: inches(x), y: 0, z: inches(z) },
    rotation: { x: 0, y: angle, z: 0 },
    dimensions: { width: inches(33), height: inches(34.5), depth: inches(24) },
  });
}
