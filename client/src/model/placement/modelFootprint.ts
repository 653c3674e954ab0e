import type { BoxDimensions } from '@kitchensync/schemas';
import type { FloorVector } from './floorVector';
import { rectCorners, type OrientedRect } from './orientedRect';

/** The rectangle a model covers on the floor plan: centred on its position, turned by its angle. */
export function modelFootprint(
  position: FloorVector,
  angle: number,
  dimensions: BoxDimensions,
): OrientedRect {
  return {
    center: { x: position.x, z: position.z },
    halfWidth: dimensions.width / 2,
    halfDepth: dimensions.depth / 2,
    angle,
  };
}

/** The footprint's corners as a placed model's `box2d` keeps them (back-left first, clockwise from above). */
export function footprintCorners(
  position: FloorVector,
  angle: number,
  dimensions: BoxDimensions,
): FloorVector[] {
  return rectCorners(modelFootprint(position, angle, dimensions));
}
