import type { NumericInputRejection } from './parseNumericInput';

/**
 * What was wrong with refused numeric input, in a sentence shown above the spec's message (which
 * stays word for word): the spec's message alone tells how to write a number, not what this text
 * got wrong.
 */
export function explainNumericRejection(text: string, reason: NumericInputRejection): string {
  switch (reason) {
    case 'empty':
      return 'Type a value.';
    case 'calculationsDisallowed':
      return 'This field takes one number, not a calculation.';
    case 'divisionByZero':
      return 'It divides by zero.';
    case 'notFinite':
      return 'The value is too large.';
    case 'negative':
      return 'The value cannot be negative.';
    case 'zero':
      return 'The value must be more than 0.';
    case 'format':
      return explainFormat(text.trim());
  }
}

function explainFormat(text: string): string {
  if (/ {2}/.test(text)) return 'It has a double space.';
  if (/\d \/ ?\d|\d\/ \d/.test(text)) return 'A fraction has no spaces around its slash, e.g. 12 2/5.';
  if (/\S[+*/-]\S/.test(text.replace(/\d\/\d/g, '')) || /\S [+*/-]\S|\S[+*/-] \S/.test(text)) {
    return 'Put one space on each side of +, -, * and /, e.g. 110 + 20.';
  }
  if (/\d[.,]\d*[.,]/.test(text)) return 'A number has one decimal point at most.';
  return `“${text}” is not a number.`;
}
