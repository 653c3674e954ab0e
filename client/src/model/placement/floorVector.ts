/** A point or direction on the floor plan (x, z), meters. */
export interface FloorVector {
  readonly x: number;
  readonly z: number;
}

export function addFloor(a: FloorVector, b: FloorVector): FloorVector {
  return { x: a.x + b.x, z: a.z + b.z };
}

export function subtractFloor(a: FloorVector, b: FloorVector): FloorVector {
  return { x: a.x - b.x, z: a.z - b.z };
}

export function scaleFloor(a: FloorVector, factor: number): FloorVector {
  return { x: a.x * factor, z: a.z * factor };
}

export function dotFloor(a: FloorVector, b: FloorVector): number {
  return a.x * b.x + a.z * b.z;
}

export function floorLength(a: FloorVector): number {
  return Math.hypot(a.x, a.z);
}
