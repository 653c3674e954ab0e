export type NumericOperator = '+' | '-' | '*' | '/';

export type NumericToken =
  | { readonly kind: 'integer'; readonly value: number }
  | { readonly kind: 'decimal'; readonly value: number }
  | { readonly kind: 'fraction'; readonly numerator: number; readonly denominator: number }
  | { readonly kind: 'operator'; readonly operator: NumericOperator };

const INTEGER = /^\d+$/;
// A separator needs digits after it: `.5` is a common way to write a half, `5.` is more likely a
// slip of the finger. Only one separator, so `1,234.5` (a thousands separator) is refused rather
// than read as something the user did not mean.
const DECIMAL = /^\d*[.,]\d+$/;
// No spaces around the slash: that is what tells the fraction in `12 2/5` from the division in
// `12 2 / 5`.
const FRACTION = /^(\d+)\/(\d+)$/;
const OPERATOR = /^[+\-*/]$/;

function tokenOf(piece: string): NumericToken | null {
  if (INTEGER.test(piece)) return { kind: 'integer', value: Number(piece) };
  if (DECIMAL.test(piece)) return { kind: 'decimal', value: Number(piece.replace(',', '.')) };
  const fraction = FRACTION.exec(piece);
  if (fraction) return { kind: 'fraction', numerator: Number(fraction[1]), denominator: Number(fraction[2]) };
  if (OPERATOR.test(piece)) return { kind: 'operator', operator: piece as NumericOperator };
  return null;
}

/**
 * Tokens are separated by exactly one space, because the spec asks for input "without any
 * additional spacing" and because the space is what separates a calculation (`110 + 20`) from a
 * typo (`110+20`). Returns null when any piece is not a token, including the empty pieces that
 * doubled, leading or trailing spaces leave; callers trim the text first if they accept those.
 */
export function tokenizeNumericInput(text: string): NumericToken[] | null {
  const tokens: NumericToken[] = [];
  for (const piece of text.split(' ')) {
    const token = tokenOf(piece);
    if (token === null) return null;
    tokens.push(token);
  }
  return tokens;
}
