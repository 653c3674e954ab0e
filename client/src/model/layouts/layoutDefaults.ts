import type { LayoutKind, LayoutNumberName } from './kitchenLayout';

/** Spec 001 section 9, in the user's unit: 100 of it long, 96 high, 108 apart, an island 50 long. */
export const LAYOUT_DEFAULTS = { length: 100, height: 96, distance: 108, islandLength: 50 } as const;

/** The value a layout form starts with for one of its numbers, in the user's unit. */
export function layoutNumberDefault(name: LayoutNumberName): number {
  if (name === 'distance') return LAYOUT_DEFAULTS.distance;
  if (name === 'islandLength') return LAYOUT_DEFAULTS.islandLength;
  return name.endsWith('Height') || name === 'height' ? LAYOUT_DEFAULTS.height : LAYOUT_DEFAULTS.length;
}

/** The main wall's numbers: the only ones a blank field falls back to the default for (spec 001 section 5). */
export function mainWallNumbers(kind: LayoutKind): readonly LayoutNumberName[] {
  return kind === 'single' ? ['length', 'height'] : ['topWallLength', 'topWallHeight'];
}
