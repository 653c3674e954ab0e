import type { TextureRepeat } from '@kitchensync/schemas';
import type { TexturePattern } from '../../model/modelParts/PartSurface';
import type { PatternLayout } from './patternMapping';

/** How many of the catalogue's tiles one picture holds along each side (the rest hold one repeat). */
const TILES_PER_PICTURE: Partial<Record<TexturePattern, number>> = { tiles: 2, checker: 2 };
/** A pattern size of 0 (allowed: not negative) lays one picture over 100 m rather than none. */
const SMALLEST_REPEAT = 0.01;

/**
 * Lays a catalogue texture as the person set it: `repeat` is the pattern size, pictures per meter
 * along x and z (the catalogue's seed writes 1 / tile size), `rotation` turns it (degrees, the
 * flooring's), `mirrored` mirrors every other repeat.
 */
export function catalogueLayout(
  pattern: TexturePattern,
  repeat: TextureRepeat,
  rotationDegrees = 0,
): PatternLayout {
  const tiles = TILES_PER_PICTURE[pattern] ?? 1;
  return {
    scaleU: Math.max(repeat.x, SMALLEST_REPEAT) / tiles,
    scaleV: Math.max(repeat.z, SMALLEST_REPEAT) / tiles,
    rotation: (rotationDegrees * Math.PI) / 180,
    mirrored: repeat.mirrored,
  };
}
