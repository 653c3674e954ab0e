import { invalidate } from '@react-three/fiber';
import {
  DataTexture,
  LinearFilter,
  LinearMipmapLinearFilter,
  NoColorSpace,
  RepeatWrapping,
  RGBAFormat,
  UnsignedByteType,
} from 'three';
import type { TexturePattern } from '../../model/modelParts/PartSurface';
import { fillPatternRows, patternShade } from './patternPixels';

export type DrawnPattern = Exclude<TexturePattern, 'none'>;

const textures = new Map<string, DataTexture>();
const pending = new Map<string, Promise<DataTexture>>();

/** Bytes a texture of this size takes on the GPU: RGBA, with its mipmaps (a third more). */
export function patternTextureBytes(size: number): number {
  return Math.round(size * size * 4 * (4 / 3));
}

/** What the textures made so far take on the GPU, for the benchmark and the docs. */
export function patternTextureMemory(): { count: number; bytes: number } {
  let bytes = 0;
  for (const texture of textures.values()) bytes += patternTextureBytes(texture.image.width);
  return { count: textures.size, bytes };
}

/** How many pattern pictures are still being drawn (tests wait for none before sampling pixels). */
export function patternTexturesPending(): number {
  return pending.size;
}

function makeTexture(pixels: Uint8Array, size: number): DataTexture {
  const texture = new DataTexture(pixels, size, size, RGBAFormat, UnsignedByteType);
  texture.wrapS = RepeatWrapping;
  texture.wrapT = RepeatWrapping;
  texture.magFilter = LinearFilter;
  texture.minFilter = LinearMipmapLinearFilter;
  texture.generateMipmaps = true;
  texture.anisotropy = 4;
  // The pictures are brightness multipliers, already linear.
  texture.colorSpace = NoColorSpace;
  texture.needsUpdate = true;
  return texture;
}

/** Gives the main thread back between slices of drawing, so a picture never holds up a frame. */
const nextSlice = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
/** About 8 ms of script a slice on this machine's slowest pattern at 512 pixels. */
const PIXELS_PER_SLICE = 512 * 24;

async function drawPicture(pattern: DrawnPattern, size: number): Promise<Uint8Array> {
  const shade = patternShade(pattern);
  const pixels = new Uint8Array(size * size * 4);
  const rows = Math.max(1, Math.floor(PIXELS_PER_SLICE / size));
  for (let from = 0; from < size; from += rows) {
    await nextSlice();
    fillPatternRows(shade, pixels, size, from, Math.min(size, from + rows));
  }
  return pixels;
}

/**
 * The picture of a pattern at `size` pixels, drawn once on this machine and kept for the session
 * (never fetched). Drawing a 512-pixel picture takes 30 to 180 ms of script, so it is drawn in slices of
 * a few milliseconds between frames: the first call starts it and resolves when it is ready; materials show their plain colour
 * meanwhile and the scene is asked for a new frame when it lands.
 */
export function patternTexture(pattern: DrawnPattern, size: number): Promise<DataTexture> {
  const key = `${pattern}:${size}`;
  const made = textures.get(key);
  if (made !== undefined) return Promise.resolve(made);
  let drawing = pending.get(key);
  if (drawing === undefined) {
    // One picture at a time: several started together follow one another.
    const earlier = [...pending.values()];
    drawing = (async () => {
      await Promise.all(earlier);
      const texture = makeTexture(await drawPicture(pattern, size), size);
      textures.set(key, texture);
      pending.delete(key);
      invalidate();
      return texture;
    })();
    pending.set(key, drawing);
  }
  return drawing;
}

/** The picture if it is ready now, else null (and it is started). */
export function readyPatternTexture(pattern: DrawnPattern, size: number): DataTexture | null {
  const made = textures.get(`${pattern}:${size}`);
  if (made !== undefined) return made;
  void patternTexture(pattern, size);
  return null;
}
