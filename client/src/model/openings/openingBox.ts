import type { PlacedOpening, Wall } from '@kitchensync/schemas';

/**
 * An opening's rectangle on the face of its wall, meters: `left` from the wall's start to the
 * opening's left side, `bottom` from the floor, and its `width` along the wall and `height`.
 */
export interface OpeningBox {
  readonly left: number;
  readonly bottom: number;
  readonly width: number;
  readonly height: number;
}

/** The size of the face an opening sits in: the wall's length and height. */
export interface WallFace {
  readonly length: number;
  readonly height: number;
}

export function openingBoxOf(opening: Pick<PlacedOpening, 'position' | 'dimensions'>): OpeningBox {
  return {
    left: opening.position.x,
    bottom: opening.position.y,
    width: opening.dimensions.x,
    height: opening.dimensions.y,
  };
}

export function wallFaceOf(wall: Pick<Wall, 'dimensions'>): WallFace {
  return { length: wall.dimensions.x, height: wall.dimensions.y };
}

/** The placed opening's position and dimensions for `box` (depth through the wall kept as given). */
export function openingPlacementOf(
  box: OpeningBox,
  depth: number,
): Pick<PlacedOpening, 'position' | 'dimensions'> {
  return {
    position: { x: box.left, y: box.bottom, z: 0 },
    dimensions: { x: box.width, y: box.height, z: depth },
  };
}
