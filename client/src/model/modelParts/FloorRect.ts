/** A rectangle on the floor plan in a model's frame (x across the width, z from back to front), meters. */
export interface FloorRect {
  x0: number;
  x1: number;
  z0: number;
  z1: number;
}
