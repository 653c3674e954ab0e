import type { LengthUnit } from '@kitchensync/schemas';
import {
  LAYOUT_NUMBERS,
  isLayoutKind,
  isLayoutSide,
  takesSide,
  type KitchenLayout,
  type LayoutSide,
} from './kitchenLayout';
import { readLayoutNumber } from './layoutNumber';

/** The api reads a style id of at most 100 characters; a longer one cannot name a collection. */
const MAX_STYLE_LENGTH = 100;

/**
 * The layout the /app route asks for, numbers in the user's unit, or null when the route must be
 * ignored (spec 001 section 2): the style is missing, the layout is not one of the five, a required
 * number is missing or not a usable length, or an L or island's side is not left or right.
 */
export function parseLayoutQuery(query: URLSearchParams, unit: LengthUnit): KitchenLayout | null {
  const style = query.get('style')?.trim() ?? '';
  const kind = query.get('layout') ?? '';
  if (style === '' || style.length > MAX_STYLE_LENGTH || !isLayoutKind(kind)) return null;

  let side: LayoutSide | null = null;
  if (takesSide(kind)) {
    const requested = query.get('side') ?? '';
    if (!isLayoutSide(requested)) return null;
    side = requested;
  }

  const numbers: Record<string, number> = {};
  for (const name of LAYOUT_NUMBERS[kind]) {
    const value = readLayoutNumber(query.get(name) ?? '', unit);
    if (value === null) return null;
    numbers[name] = value;
  }
  return { kind, style, side, numbers } as KitchenLayout;
}
