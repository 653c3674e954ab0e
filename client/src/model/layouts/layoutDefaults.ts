import { formatLength, fromMeters, inches, type LengthUnit } from '@kitchensync/schemas';
import type { LayoutKind, LayoutNumberName } from './kitchenLayout';

/**
 * Spec 001 section 9, in inches: 100 long, 96 high, 108 apart, an island 50 long. Read literally in
 * the user's unit they would make a 100 mm wall; what the spec means is a room, so they are inches,
 * shown converted (2540 mm, not 100 mm).
 */
export const LAYOUT_DEFAULTS_IN_INCHES = {
  length: 100,
  height: 96,
  distance: 108,
  islandLength: 50,
} as const;

function defaultInInches(name: LayoutNumberName): number {
  if (name === 'distance') return LAYOUT_DEFAULTS_IN_INCHES.distance;
  if (name === 'islandLength') return LAYOUT_DEFAULTS_IN_INCHES.islandLength;
  return name.endsWith('Height') || name === 'height'
    ? LAYOUT_DEFAULTS_IN_INCHES.height
    : LAYOUT_DEFAULTS_IN_INCHES.length;
}

/** The value a layout form starts with for one of its numbers, in the user's unit. */
export function layoutNumberDefault(name: LayoutNumberName, unit: LengthUnit): number {
  // Through meters, inches come back with floating-point noise; the spec's own numbers stay exact.
  return unit === 'inch' ? defaultInInches(name) : fromMeters(inches(defaultInInches(name)), unit);
}

/** The text a layout form's field starts with, as the user's unit shows lengths. */
export function layoutNumberDefaultText(name: LayoutNumberName, unit: LengthUnit): string {
  return formatLength(inches(defaultInInches(name)), unit);
}

/** The main wall's numbers: the only ones a blank field falls back to the default for (spec 001 section 5). */
export function mainWallNumbers(kind: LayoutKind): readonly LayoutNumberName[] {
  return kind === 'single' ? ['length', 'height'] : ['topWallLength', 'topWallHeight'];
}
