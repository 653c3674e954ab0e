import type { FloorPoint } from '../wallGeometry';

export type LayoutCabinetKind = 'base' | 'wall' | 'baseCorner' | 'wallCorner' | 'baseFiller' | 'wallFiller';

/**
 * A cabinet a layout starts with, as plain data. `position` is the centre of its footprint on the
 * floor plan with `y` its underside above the floor; it is turned by `rotationY` (the angle of the
 * wall it stands against), so its width runs along that wall and its front faces the room.
 * `nominalWidth` and `nominalHeight` (inches) name the catalogue size it is; a filler's dimensions
 * are cut to the gap it closes.
 */
export interface LayoutCabinet {
  kind: LayoutCabinetKind;
  /** The key of the wall or island wall it stands against. */
  host: string;
  /** From the host's start to the cabinet's near edge, along the host; meters. */
  offset: number;
  nominalWidth: number;
  nominalHeight: number;
  dimensions: { width: number; height: number; depth: number };
  position: { x: number; y: number; z: number };
  rotationY: number;
}

/** The four corners of a cabinet's footprint on the floor plan. */
export function cabinetFootprint(
  cabinet: Pick<LayoutCabinet, 'position' | 'dimensions' | 'rotationY'>,
): FloorPoint[] {
  const along = { x: Math.cos(cabinet.rotationY), z: -Math.sin(cabinet.rotationY) };
  const across = { x: Math.sin(cabinet.rotationY), z: Math.cos(cabinet.rotationY) };
  const halfWidth = cabinet.dimensions.width / 2;
  const halfDepth = cabinet.dimensions.depth / 2;
  return [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ].map(([a, b]) => ({
    x: cabinet.position.x + a! * halfWidth * along.x + b! * halfDepth * across.x,
    z: cabinet.position.z + a! * halfWidth * along.z + b! * halfDepth * across.z,
  }));
}
