/**
 * Value noise that tiles: a lattice of `cells` x `cells` random values (seeded, so every run draws
 * the same picture) wrapped at its edges and smoothly interpolated, so a texture built from it
 * repeats without a seam. Coordinates are in [0, 1) over the tile.
 */
export class TileableNoise {
  private readonly values: Float32Array;

  constructor(
    private readonly cellsX: number,
    private readonly cellsY: number,
    seed: number,
  ) {
    this.values = new Float32Array(cellsX * cellsY);
    let state = seed >>> 0 || 1;
    for (let index = 0; index < this.values.length; index += 1) {
      // xorshift32: cheap, deterministic, good enough for pictures.
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      this.values[index] = (state >>> 0) / 4294967296;
    }
  }

  /** The noise at (u, v) of the tile, in [0, 1]. */
  at(u: number, v: number): number {
    const x = (((u % 1) + 1) % 1) * this.cellsX;
    const y = (((v % 1) + 1) % 1) * this.cellsY;
    const x0 = Math.floor(x);
    const y0 = Math.floor(y);
    const fx = x - x0;
    const fy = y - y0;
    const sx = fx * fx * (3 - 2 * fx);
    const sy = fy * fy * (3 - 2 * fy);
    const x1 = (x0 + 1) % this.cellsX;
    const y1 = (y0 + 1) % this.cellsY;
    const row0 = y0 * this.cellsX;
    const row1 = y1 * this.cellsX;
    const a = this.values[row0 + x0]!;
    const b = this.values[row0 + x1]!;
    const c = this.values[row1 + x0]!;
    const d = this.values[row1 + x1]!;
    return a + (b - a) * sx + (c - a + (a - b - c + d) * sx) * sy;
  }
}

/** Several octaves of tileable noise, each twice as fine and half as strong, in [0, 1]. */
export class TileableFbm {
  private readonly octaves: TileableNoise[];

  constructor(cellsX: number, cellsY: number, octaves: number, seed: number) {
    this.octaves = Array.from(
      { length: octaves },
      (_, octave) => new TileableNoise(cellsX * 2 ** octave, cellsY * 2 ** octave, seed + octave * 7919),
    );
  }

  at(u: number, v: number): number {
    let sum = 0;
    let weight = 0.5;
    let total = 0;
    for (const octave of this.octaves) {
      sum += octave.at(u, v) * weight;
      total += weight;
      weight /= 2;
    }
    return sum / total;
  }
}

/** A repeatable random number in [0, 1) for an integer pair (a tile, a plank, a speck). */
export function hash2(a: number, b: number): number {
  let h = (Math.imul(a | 0, 374761393) + Math.imul(b | 0, 668265263)) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}
