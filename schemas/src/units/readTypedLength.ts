import { toMeters } from './lengthConversion';
import type { LengthUnit } from './lengthUnit';

/** The unit marks a person may type after a number, with the unit each one means. */
const UNIT_MARKS: Readonly<Record<string, LengthUnit>> = {
  mm: 'mm',
  cm: 'cm',
  m: 'm',
  '"': 'inch',
  '″': 'inch',
  in: 'inch',
  inch: 'inch',
  inches: 'inch',
  "'": 'ft',
  '′': 'ft',
  ft: 'ft',
  foot: 'ft',
  feet: 'ft',
};

// A number as the numeric field takes it: `12 1/2`, `1/2`, `2.5`, `2,5`, `.5`.
const NUMBER = String.raw`(?:\d+ \d+\/\d+|\d+\/\d+|\d*[.,]\d+|\d+)`;
const FEET_MARK = String.raw`(?:'|′|ft|foot|feet)`;
const INCH_MARK = String.raw`(?:"|″|in|inch|inches)`;
const FEET_AND_INCHES = new RegExp(String.raw`^(${NUMBER}) ?${FEET_MARK} ?(${NUMBER}) ?${INCH_MARK}?$`, 'i');
const NUMBER_WITH_MARK = new RegExp(String.raw`^(${NUMBER}) ?([^\d\s.,/]+)$`);
const PLAIN_NUMBER = new RegExp(String.raw`^${NUMBER}$`);
const HAS_UNIT_MARK = /[a-z"'″′]/i;

export type TypedLength =
  { readonly ok: true; readonly meters: number } | { readonly ok: false; readonly detail: string };

function numberOf(text: string): number {
  const mixed = /^(\d+) (\d+)\/(\d+)$/.exec(text);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = /^(\d+)\/(\d+)$/.exec(text);
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  return Number(text.replace(',', '.'));
}

/** One term of a sum: `8' 6 1/2"`, `600mm`, `60 cm`, or a plain number in the person's unit. */
function readTerm(term: string, unit: LengthUnit): TypedLength {
  const feetAndInches = FEET_AND_INCHES.exec(term);
  if (feetAndInches) {
    return {
      ok: true,
      meters: toMeters(numberOf(feetAndInches[1]!), 'ft') + toMeters(numberOf(feetAndInches[2]!), 'inch'),
    };
  }
  const withMark = NUMBER_WITH_MARK.exec(term);
  if (withMark) {
    const typedUnit = UNIT_MARKS[withMark[2]!.toLowerCase()];
    if (typedUnit === undefined) {
      return { ok: false, detail: `“${withMark[2]}” is not a unit: use mm, cm, m, in (or "), or ft (or ').` };
    }
    return { ok: true, meters: toMeters(numberOf(withMark[1]!), typedUnit) };
  }
  if (PLAIN_NUMBER.test(term)) return { ok: true, meters: toMeters(numberOf(term), unit) };
  return { ok: false, detail: `“${term}” is not a length.` };
}

/**
 * A length typed with its unit (`600mm`, `60 cm`, `2.5m`, `24"`, `8'`, `8' 6 1/2"`), or a sum or
 * difference of such lengths (`8' - 3"`), in meters; a term without a unit is in the person's
 * unit. Null when the text names no unit at all, which the numeric field's own parser reads.
 * Division by zero, negative and zero results are left to the caller's checks on the meters.
 */
export function readTypedLength(text: string, unit: LengthUnit): TypedLength | null {
  const trimmed = text.trim();
  if (!HAS_UNIT_MARK.test(trimmed)) return null;
  // Terms are joined by a plus or minus with one space each side, as the spec's calculations are.
  const pieces = trimmed.split(/ ([+-]) /);
  let meters = 0;
  let sign = 1;
  for (const [index, piece] of pieces.entries()) {
    if (index % 2 === 1) {
      sign = piece === '+' ? 1 : -1;
      continue;
    }
    const term = readTerm(piece, unit);
    if (!term.ok) return term;
    meters += sign * term.meters;
  }
  return { ok: true, meters };
}
