import type { TexturePattern } from '../../model/modelParts/PartSurface';
import { patternPixels } from './patternPixels';

/** Pixels a side: a picker row's swatch is 28 CSS pixels, drawn sharp on a 2x screen. */
const SWATCH_SIZE = 56;
const swatches = new Map<string, string>();

/**
 * A finish's swatch for a picker list: the generated pattern the 3D view lays on it (wood grain,
 * stone, planks, tiles …) in the finish's colour, as a data URL made once per pattern and colour.
 * The pattern is a brightness multiplier, so it multiplies the colour as the 3D materials do. Null
 * without a 2D canvas (the row then shows the plain colour).
 */
export function finishSwatchPicture(pattern: Exclude<TexturePattern, 'none'>, color: string): string | null {
  const key = `${pattern}:${color}`;
  const made = swatches.get(key);
  if (made !== undefined) return made;
  const canvas = document.createElement('canvas');
  canvas.width = SWATCH_SIZE;
  canvas.height = SWATCH_SIZE;
  const context = canvas.getContext('2d');
  if (context === null) return null;
  context.fillStyle = color;
  context.fillRect(0, 0, 1, 1);
  const [red, green, blue] = context.getImageData(0, 0, 1, 1).data;
  const shades = patternPixels(pattern, SWATCH_SIZE);
  const picture = context.createImageData(SWATCH_SIZE, SWATCH_SIZE);
  for (let index = 0; index < shades.length; index += 4) {
    const shade = shades[index]! / 255;
    picture.data[index] = red! * shade;
    picture.data[index + 1] = green! * shade;
    picture.data[index + 2] = blue! * shade;
    picture.data[index + 3] = 255;
  }
  context.putImageData(picture, 0, 0);
  const url = canvas.toDataURL('image/png');
  swatches.set(key, url);
  return url;
}
