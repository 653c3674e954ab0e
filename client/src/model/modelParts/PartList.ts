import type { ModelPart, PartRole } from './ModelPart';

/** A box given by its extent on each axis, in the model's frame. */
export interface PartExtent {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  z0: number;
  z1: number;
}

/** Parts thinner than this on any axis are not drawn: they would only flicker. */
export const MIN_PART_SIZE = 0.0005;

/**
 * Collects parts by extent, which is how cabinet makers lay out a front (from this edge to that).
 * A box whose far edge comes before its near one was squeezed out by a model too small for it: it
 * is dropped, never flipped, so it cannot poke out of the model.
 */
export class PartList {
  readonly parts: ModelPart[] = [];

  add(role: PartRole, extent: PartExtent): this {
    const { x0, x1, y0, y1, z0, z1 } = extent;
    const size = { x: x1 - x0, y: y1 - y0, z: z1 - z0 };
    if (!(size.x >= MIN_PART_SIZE && size.y >= MIN_PART_SIZE && size.z >= MIN_PART_SIZE)) return this;
    this.parts.push({ role, size, center: { x: (x0 + x1) / 2, y: (y0 + y1) / 2, z: (z0 + z1) / 2 } });
    return this;
  }

  /** A box standing on `y0`, centred at (x, z) on the floor plan. */
  addCentered(
    role: PartRole,
    x: number,
    z: number,
    y0: number,
    size: { x: number; y: number; z: number },
  ): this {
    return this.add(role, {
      x0: x - size.x / 2,
      x1: x + size.x / 2,
      y0,
      y1: y0 + size.y,
      z0: z - size.z / 2,
      z1: z + size.z / 2,
    });
  }
}
