import type { TexturePattern } from '../../model/modelParts/PartSurface';
import { TileableFbm, TileableNoise, hash2 } from './tileableNoise';

/** A function giving the brightness multiplier (0 to 1) at (u, v) of the tile and pixel (x, y). */
export type Shade = (u: number, v: number, x: number, y: number) => number;

const clamp01 = (value: number) => (value < 0 ? 0 : value > 1 ? 1 : value);
const smoothstep = (edge0: number, edge1: number, value: number) => {
  const t = clamp01((value - edge0) / (edge1 - edge0));
  return t * t * (3 - 2 * t);
};
/** How far `value` is from the nearest multiple of `step`, in [0, step / 2]. */
const distanceToLine = (value: number, step: number) => {
  const within = (((value % step) + step) % step) / step;
  return Math.min(within, 1 - within) * step;
};

/** Wood grain running along v (up a door, along a plank), with growth rings bent by noise. */
function woodGrain(seed: number): Shade {
  const warp = new TileableFbm(4, 1, 4, seed);
  const fibre = new TileableNoise(256, 4, seed + 1);
  return (u, v) => {
    // Straight grain, gently drifting: growth lines mostly parallel, as on sawn oak.
    const ring = 0.5 + 0.5 * Math.sin(2 * Math.PI * (u * 24 + warp.at(u, v) * 1.4));
    return 0.8 + 0.12 * ring * ring * ring + 0.08 * fibre.at(u, v) - 0.02;
  };
}

function granite(seed: number): Shade {
  const cloud = new TileableFbm(6, 6, 4, seed);
  const crystals = new TileableNoise(96, 96, seed + 2);
  return (u, v, x, y) => {
    let shade = 0.78 + 0.16 * cloud.at(u, v);
    if (crystals.at(u, v) > 0.72) shade *= 0.72;
    const speck = hash2(x + seed, y);
    if (speck < 0.08) shade *= 0.55;
    else if (speck > 0.95) shade = Math.min(1, shade * 1.22);
    return shade;
  };
}

function marble(seed: number): Shade {
  const cloud = new TileableFbm(4, 4, 5, seed);
  const warp = new TileableFbm(3, 3, 5, seed + 3);
  return (u, v) => {
    const t = 2 * u + v + 1.8 * warp.at(u, v);
    const distance = Math.abs(Math.sin(Math.PI * t));
    const vein = 1 - smoothstep(0, 0.05, distance);
    const haze = 1 - smoothstep(0, 0.3, distance);
    return 0.93 + 0.06 * cloud.at(u, v) - 0.32 * vein - 0.1 * haze;
  };
}

function quartz(seed: number): Shade {
  const cloud = new TileableFbm(8, 8, 3, seed);
  return (u, v, x, y) => {
    const speck = hash2(x + seed, y);
    const shade = 0.92 + 0.05 * cloud.at(u, v);
    return speck < 0.035 ? shade * 0.78 : speck > 0.975 ? 1 : shade;
  };
}

/** Brushed metal: fine streaks along u. */
function brushed(seed: number): Shade {
  const streaks = new TileableNoise(3, 384, seed);
  const fine = new TileableNoise(24, 768, seed + 1);
  return (u, v) => 0.86 + 0.08 * streaks.at(u, v) + 0.05 * fine.at(u, v);
}

/** Six rows of planks along u, two planks to a row with staggered joints, each its own tone. */
function planks(seed: number): Shade {
  const rows = 6;
  const warp = new TileableFbm(2, 12, 3, seed);
  const fibre = new TileableNoise(4, 384, seed + 1);
  return (u, v) => {
    const row = Math.floor(v * rows);
    const joint = hash2(row, seed);
    const along = (((u - joint) % 1) + 1) % 1;
    const plank = Math.floor(along * 2);
    const tone = 0.8 + 0.18 * hash2(row * 2 + plank, seed + 5);
    const ring = 0.5 + 0.5 * Math.sin(2 * Math.PI * (v * rows * 4 + warp.at(u, v) * 2.5));
    let shade = tone * (0.9 + 0.08 * ring * ring + 0.04 * fibre.at(u, v));
    const seam = Math.min(distanceToLine(v, 1 / rows) * rows * 40, distanceToLine(along, 0.5) * 500);
    if (seam < 1) shade *= 0.55 + 0.45 * seam;
    return shade;
  };
}

/** Square tiles, `count` to a side, with grout lines. */
function tiles(seed: number, count: number, alternate: boolean): Shade {
  const mottle = new TileableFbm(6, 6, 3, seed);
  const grout = 0.006 * count;
  return (u, v) => {
    const column = Math.floor(u * count);
    const row = Math.floor(v * count);
    const edge = Math.min(distanceToLine(u, 1 / count), distanceToLine(v, 1 / count));
    if (edge < grout / count) return alternate ? 0.45 : 0.62;
    const dark = alternate && (column + row) % 2 === 1;
    const base = dark ? 0.06 : 0.92 + 0.06 * hash2(column, row + seed);
    return base * (0.96 + 0.05 * mottle.at(u, v));
  };
}

/** 3" x 6" subway tiles in running bond: four rows of two to a 12" tile. */
function subway(seed: number): Shade {
  const rows = 4;
  return (u, v) => {
    const row = Math.floor(v * rows);
    const shifted = u + (row % 2) * 0.25;
    const brick = Math.floor(shifted * 2);
    const edge = Math.min(distanceToLine(v, 1 / rows) * 2, distanceToLine(shifted, 0.5));
    if (edge < 0.006) return 0.7;
    const bevel = edge < 0.02 ? 0.93 : 1;
    return (0.93 + 0.06 * hash2(brick + row * 7, seed)) * bevel;
  };
}

function concrete(seed: number): Shade {
  const cloud = new TileableFbm(4, 4, 5, seed);
  const grain = new TileableNoise(128, 128, seed + 1);
  return (u, v, x, y) => {
    const shade = 0.82 + 0.14 * cloud.at(u, v) + 0.04 * grain.at(u, v);
    return hash2(x, y + seed) < 0.006 ? shade * 0.8 : shade;
  };
}

const SHADES: Readonly<Record<Exclude<TexturePattern, 'none'>, () => Shade>> = {
  woodGrain: () => woodGrain(11),
  granite: () => granite(23),
  marble: () => marble(37),
  quartz: () => quartz(41),
  brushed: () => brushed(53),
  planks: () => planks(67),
  tiles: () => tiles(71, 2, false),
  checker: () => tiles(79, 2, true),
  subway: () => subway(83),
  concrete: () => concrete(97),
};

/** The shading function of a pattern (seeded: the same picture on every run). */
export function patternShade(pattern: Exclude<TexturePattern, 'none'>): Shade {
  return SHADES[pattern]();
}

/** Draws rows [from, to) of a `size` x `size` RGBA picture of `shade` into `pixels`. */
export function fillPatternRows(
  shade: Shade,
  pixels: Uint8Array,
  size: number,
  from: number,
  to: number,
): void {
  for (let y = from; y < to; y += 1) {
    const v = (y + 0.5) / size;
    for (let x = 0; x < size; x += 1) {
      const value = Math.round(clamp01(shade((x + 0.5) / size, v, x, y)) * 255);
      const index = (y * size + x) * 4;
      pixels[index] = value;
      pixels[index + 1] = value;
      pixels[index + 2] = value;
      pixels[index + 3] = 255;
    }
  }
}

/**
 * The picture of a pattern, `size` x `size` RGBA bytes of a brightness multiplier (linear, grey):
 * the instance's or the finish's colour multiplies it, so one picture serves every colour of a
 * finish. Every pattern tiles without a seam and is the same on every run (seeded noise).
 */
export function patternPixels(pattern: Exclude<TexturePattern, 'none'>, size: number): Uint8Array {
  const pixels = new Uint8Array(size * size * 4);
  fillPatternRows(patternShade(pattern), pixels, size, 0, size);
  return pixels;
}
