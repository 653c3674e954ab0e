import type { BoxDimensions } from '@kitchensync/schemas';

/** A model's box in its own frame: centred on x and z, standing on y = 0. */
export interface ModelBox {
  width: number;
  height: number;
  depth: number;
  x0: number;
  x1: number;
  z0: number;
  z1: number;
}

export function modelBox({ width, height, depth }: BoxDimensions): ModelBox {
  return { width, height, depth, x0: -width / 2, x1: width / 2, z0: -depth / 2, z1: depth / 2 };
}
