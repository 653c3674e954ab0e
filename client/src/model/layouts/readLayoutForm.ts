import type { LengthUnit } from '@kitchensync/schemas';
import {
  LAYOUT_NUMBERS,
  type KitchenLayout,
  type LayoutKind,
  type LayoutNumberName,
  type LayoutSide,
} from './kitchenLayout';
import { layoutNumberDefault, mainWallNumbers } from './layoutDefaults';
import { readLayoutNumber } from './layoutNumber';

/** Spec 001 section 8, word for word: a layout form with a field that does not parse. */
export const LAYOUT_INPUT_ERROR = 'Error with input fields. Please review them again and click confirm.';

export interface LayoutFormInput {
  kind: LayoutKind;
  style: string;
  side: LayoutSide;
  /** What the user typed in each field, in their unit. */
  fields: Partial<Record<LayoutNumberName, string>>;
}

/**
 * One field's value in the user's unit, or null when it is not usable: a blank main wall length or
 * height takes the default (spec 001 section 5), every other field must hold a usable length.
 */
export function layoutFieldValue(
  kind: LayoutKind,
  name: LayoutNumberName,
  text: string,
  unit: LengthUnit,
): number | null {
  if (text.trim() === '' && mainWallNumbers(kind).includes(name)) return layoutNumberDefault(name, unit);
  return readLayoutNumber(text, unit);
}

/**
 * The layout a submitted form asks for, or null when any field's parsed value is null, in which
 * case the form shows `LAYOUT_INPUT_ERROR` and does not navigate (spec 001 section 5).
 */
export function readLayoutForm(input: LayoutFormInput, unit: LengthUnit): KitchenLayout | null {
  const numbers: Record<string, number> = {};
  for (const name of LAYOUT_NUMBERS[input.kind]) {
    const value = layoutFieldValue(input.kind, name, input.fields[name] ?? '', unit);
    if (value === null) return null;
    numbers[name] = value;
  }
  const side = input.kind === 'l' || input.kind === 'island' ? input.side : null;
  return { kind: input.kind, style: input.style, side, numbers } as KitchenLayout;
}
