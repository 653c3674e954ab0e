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
 * The layout a submitted form asks for, or null when any field's parsed value is null, in which
 * case the form shows `LAYOUT_INPUT_ERROR` and does not navigate (spec 001 section 5). A blank main
 * wall length or height takes the default; every other field must hold a usable length.
 */
export function readLayoutForm(input: LayoutFormInput, unit: LengthUnit): KitchenLayout | null {
  const main = mainWallNumbers(input.kind);
  const numbers: Record<string, number> = {};
  for (const name of LAYOUT_NUMBERS[input.kind]) {
    const text = input.fields[name] ?? '';
    const value =
      text.trim() === '' && main.includes(name) ? layoutNumberDefault(name) : readLayoutNumber(text, unit);
    if (value === null) return null;
    numbers[name] = value;
  }
  const side = input.kind === 'l' || input.kind === 'island' ? input.side : null;
  return { kind: input.kind, style: input.style, side, numbers } as KitchenLayout;
}
