/** The widest a tile shows its picture, in CSS pixels (the side panel's two columns show about 70). */
const WIDEST_PICTURE_SHOWN = 100;
/** Device pixels drawn for each shown: a little over one, so the browser only ever shrinks a picture. */
const DRAWN_PER_SHOWN = 1.1;
/** Sharp enough for the widest tile on a screen of two device pixels per CSS pixel. */
const LARGEST = 160;
/** Cells a multiple of this many pixels keep the atlas's rows aligned for the GPU. */
const STEP = 16;

/**
 * How many pixels square a catalogue picture is drawn on a screen of `devicePixelRatio`: enough
 * for the widest tile's picture at the screen's own sharpness and no more, since in software WebGL
 * a picture's cost is its multisampled pixels. 112 on an ordinary screen, 160 on a sharp one.
 */
export function cataloguePictureSize(devicePixelRatio: number): number {
  const wanted = WIDEST_PICTURE_SHOWN * Math.max(1, devicePixelRatio) * DRAWN_PER_SHOWN;
  return Math.min(LARGEST, Math.ceil(wanted / STEP) * STEP);
}
