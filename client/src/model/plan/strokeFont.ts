import type { PlanSegment } from './PlanSegment';

/**
 * A single-stroke plotter font, as CAD plans letter with (the "simplex" kind): each glyph is a few
 * polylines on a grid 4 wide and 6 high (the cap height), y up from the baseline. Drawn as lines of
 * the plan, text costs no font file and no draw call of its own, scales with the drawing and stays
 * sharp at any zoom. Lower case letters are drawn as capitals; codes are written in capitals.
 */
const GLYPHS: Readonly<Record<string, string>> = {
  '0': '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0',
  '1': '1,5 2,6 2,0 | 1,0 3,0',
  '2': '0,5 1,6 3,6 4,5 4,4 0,0 4,0',
  '3': '0,5 1,6 3,6 4,5 4,4 3,3 1.5,3 | 3,3 4,2 4,1 3,0 1,0 0,1',
  '4': '3,0 3,6 0,2 4,2',
  '5': '4,6 0,6 0,3.5 3,3.5 4,2.5 4,1 3,0 1,0 0,1',
  '6': '4,5 3,6 1,6 0,5 0,1 1,0 3,0 4,1 4,2.5 3,3.5 0,3.5',
  '7': '0,6 4,6 1.5,0',
  '8': '1,3 0,4 0,5 1,6 3,6 4,5 4,4 3,3 1,3 0,2 0,1 1,0 3,0 4,1 4,2 3,3',
  '9': '0,1 1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,3.5 1,2.5 4,2.5',
  A: '0,0 2,6 4,0 | 0.67,2 3.33,2',
  B: '0,0 0,6 3,6 4,5 4,4 3,3 0,3 | 3,3 4,2 4,1 3,0 0,0',
  C: '4,5 3,6 1,6 0,5 0,1 1,0 3,0 4,1',
  D: '0,0 0,6 2.5,6 4,4.5 4,1.5 2.5,0 0,0',
  E: '4,6 0,6 0,0 4,0 | 0,3 3,3',
  F: '4,6 0,6 0,0 | 0,3 3,3',
  G: '4,5 3,6 1,6 0,5 0,1 1,0 3,0 4,1 4,3 2,3',
  H: '0,0 0,6 | 4,0 4,6 | 0,3 4,3',
  I: '1,0 3,0 | 2,0 2,6 | 1,6 3,6',
  J: '4,6 4,1 3,0 1,0 0,1',
  K: '0,0 0,6 | 4,6 0,2 | 1.5,3.5 4,0',
  L: '0,6 0,0 4,0',
  M: '0,0 0,6 2,3 4,6 4,0',
  N: '0,0 0,6 4,0 4,6',
  O: '1.5,0 2.5,0 4,1.5 4,4.5 2.5,6 1.5,6 0,4.5 0,1.5 1.5,0',
  P: '0,0 0,6 3,6 4,5 4,4 3,3 0,3',
  Q: '1.5,0 2.5,0 4,1.5 4,4.5 2.5,6 1.5,6 0,4.5 0,1.5 1.5,0 | 2.5,1.5 4,0',
  R: '0,0 0,6 3,6 4,5 4,4 3,3 0,3 | 2,3 4,0',
  S: '4,5 3,6 1,6 0,5 0,4 1,3 3,3 4,2 4,1 3,0 1,0 0,1',
  T: '0,6 4,6 | 2,6 2,0',
  U: '0,6 0,1 1,0 3,0 4,1 4,6',
  V: '0,6 2,0 4,6',
  W: '0,6 1,0 2,4 3,0 4,6',
  X: '0,0 4,6 | 0,6 4,0',
  Y: '0,6 2,3 4,6 | 2,3 2,0',
  Z: '0,6 4,6 0,0 4,0',
  '-': '1,3 3,3',
  '.': '1.7,0 2.3,0 2.3,0.6 1.7,0.6 1.7,0',
  ',': '2,0.6 2,0 1.4,-1',
  '/': '0,0 4,6',
  '"': '1.3,6 1.3,4.5 | 2.7,6 2.7,4.5',
  "'": '2,6 2,4.5',
  '+': '2,1.5 2,4.5 | 0.5,3 3.5,3',
  '(': '2.7,6 1.7,5 1.7,1 2.7,0',
  ')': '1.3,6 2.3,5 2.3,1 1.3,0',
  '#': '1.3,0.5 1.3,5.5 | 2.7,0.5 2.7,5.5 | 0,2 4,2 | 0,4 4,4',
  '&': '4,0 1,4.5 1,5.5 1.5,6 2.5,6 3,5.5 3,4.5 0,2 0,1 1,0 2.5,0 4,2',
  '*': '2,1.5 2,4.5 | 0.7,2.2 3.3,3.8 | 0.7,3.8 3.3,2.2',
};

export const GLYPH_HEIGHT = 6;
const GLYPH_WIDTH = 4;
/** From one glyph's left edge to the next one's: the glyph and a gap half its width. */
const ADVANCE = 6;

type Stroke = readonly (readonly [number, number])[];

function parseGlyph(source: string): Stroke[] {
  return source.split('|').map((polyline) =>
    polyline
      .trim()
      .split(/\s+/)
      .map((pair) => {
        const [x, y] = pair.split(',').map(Number);
        return [x!, y!] as const;
      }),
  );
}

const parsed = new Map<string, Stroke[]>(
  Object.entries(GLYPHS).map(([char, source]) => [char, parseGlyph(source)]),
);

/** Whether the font draws `char` (a space draws nothing but still takes its place). */
export function hasGlyph(char: string): boolean {
  return parsed.has(char.toUpperCase());
}

/** The width of `text` written `height` high (the cap height), in the same unit as `height`. */
export function strokeTextWidth(text: string, height: number): number {
  if (text.length === 0) return 0;
  return ((text.length - 1) * ADVANCE + GLYPH_WIDTH) * (height / GLYPH_HEIGHT);
}

/**
 * `text` as line segments, `height` high, centred on the origin and reading along +x with its
 * tops towards -z (up on the plan). A character the font lacks leaves a space.
 */
export function strokeText(text: string, height: number): PlanSegment[] {
  const unit = height / GLYPH_HEIGHT;
  const left = -strokeTextWidth(text, height) / 2;
  const segments: PlanSegment[] = [];
  [...text].forEach((char, index) => {
    const strokes = parsed.get(char.toUpperCase());
    if (strokes === undefined) return;
    const originX = left + index * ADVANCE * unit;
    for (const stroke of strokes) {
      for (let i = 1; i < stroke.length; i += 1) {
        const [ax, ay] = stroke[i - 1]!;
        const [bx, by] = stroke[i]!;
        segments.push({
          a: { x: originX + ax * unit, z: (GLYPH_HEIGHT / 2 - ay) * unit },
          b: { x: originX + bx * unit, z: (GLYPH_HEIGHT / 2 - by) * unit },
        });
      }
    }
  });
  return segments;
}
