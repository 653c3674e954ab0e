import { NO_HANDLES, type HandleChoice } from '@kitchensync/schemas';

export type HandleShape = 'bar' | 'knob' | 'cup' | 'edge';
export type HandleFinish = 'stainless' | 'black' | 'brass' | 'nickel' | 'aluminium';

/** How a cabinet's handles are drawn: their shape, length along the front and finish. */
export interface HandleStyle {
  shape: HandleShape;
  length: number;
  finish: HandleFinish;
}

/** What the style's own ("Default") handle looks like when neither the model nor the design chose one. */
export const DEFAULT_HANDLE_STYLE: HandleStyle = { shape: 'bar', length: 0.128, finish: 'nickel' };

const SHAPES: Record<string, HandleShape> = {
  bar: 'bar',
  knob: 'knob',
  cup: 'cup',
  edge: 'edge',
  appliance: 'bar',
};
const FINISHES: Record<string, HandleFinish> = {
  ss: 'stainless',
  bk: 'black',
  br: 'brass',
  bn: 'nickel',
  al: 'aluminium',
};
const KNOB_SIZE = 0.032;

/**
 * The handle drawn for a choice: null is the style's own, 'none' draws none, and a catalogue
 * handle is read from its id, which the catalogue builds as shape, length in millimetres and finish
 * (`bar-128-ss`, `knob-32-bn`, `edge-pull-al`). Parts of an id it does not know fall back to the
 * default's, so a handle added to the catalogue later still draws.
 */
export function handleStyle(choice: HandleChoice): HandleStyle | null {
  if (choice === NO_HANDLES) return null;
  if (choice === null) return DEFAULT_HANDLE_STYLE;
  const words = choice.toLowerCase().split('-');
  const shape = SHAPES[words[0] ?? ''] ?? DEFAULT_HANDLE_STYLE.shape;
  const millimetres = words.map(Number).find((word) => Number.isFinite(word) && word > 0);
  const finish = words.map((word) => FINISHES[word]).find((found) => found !== undefined);
  const length =
    shape === 'knob'
      ? KNOB_SIZE
      : millimetres !== undefined
        ? millimetres / 1000
        : DEFAULT_HANDLE_STYLE.length;
  return { shape, length, finish: finish ?? DEFAULT_HANDLE_STYLE.finish };
}
