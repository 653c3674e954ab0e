import { tokenizeNumericInput } from './tokenizeNumericInput';
import type { NumericOperator, NumericToken } from './tokenizeNumericInput';

/** The spec's one message for every invalid numeric input, word for word. */
export const NUMERIC_INPUT_INVALID_MESSAGE =
  'Please format your input without any additional spacing. E.g. 12 2/5 is valid, but 12 2 / 5 is invalid. To use calculations please separate every calculation with a space e.g. 110 + 20.';

export interface NumericInputOptions {
  /** Default true; some fields want a plain number only. */
  allowCalculations?: boolean;
  /** Default false: most lengths (a wall, a cabinet) make no sense at zero. */
  allowZero?: boolean;
}

/** Why input was refused; the user sees the same message for all, the code may care. */
export type NumericInputRejection =
  'empty' | 'format' | 'calculationsDisallowed' | 'divisionByZero' | 'notFinite' | 'negative' | 'zero';

export type NumericInputResult =
  | { readonly ok: true; readonly value: number }
  | {
      readonly ok: false;
      readonly reason: NumericInputRejection;
      readonly message: string;
      /** What was wrong with this text, where the parser says (lengths do). */
      readonly detail?: string;
    };

function rejected(reason: NumericInputRejection): NumericInputResult {
  return { ok: false, reason, message: NUMERIC_INPUT_INVALID_MESSAGE };
}

interface Expression {
  operands: number[];
  operators: NumericOperator[];
}

/**
 * operand := integer fraction | integer | decimal | fraction, so `12 2/5` is one operand while
 * `12 2 / 5` is an operand followed by another operand, which is refused.
 */
function readExpression(tokens: readonly NumericToken[]): Expression | NumericInputRejection {
  const operands: number[] = [];
  const operators: NumericOperator[] = [];
  let index = 0;
  for (;;) {
    const token = tokens[index];
    const next = tokens[index + 1];
    if (token === undefined || token.kind === 'operator') return 'format';
    if (token.kind === 'integer' && next?.kind === 'fraction') {
      if (next.denominator === 0) return 'divisionByZero';
      operands.push(token.value + next.numerator / next.denominator);
      index += 2;
    } else if (token.kind === 'fraction') {
      if (token.denominator === 0) return 'divisionByZero';
      operands.push(token.numerator / token.denominator);
      index += 1;
    } else {
      operands.push(token.value);
      index += 1;
    }
    const operator = tokens[index];
    if (operator === undefined) return { operands, operators };
    if (operator.kind !== 'operator') return 'format';
    operators.push(operator.operator);
    index += 1;
  }
}

/**
 * Two precedence levels, both left-associative: `*` and `/` fold into the running term, `+` and
 * `-` close it into the sum, so `2 + 3 * 4` is 14 and `10 - 2 - 3` is 5. Only the final value must
 * be non-negative; `10 - 20 + 15` is 5.
 */
function evaluate({ operands, operators }: Expression): number | NumericInputRejection {
  let sum = 0;
  let sign = 1;
  let term = operands[0]!;
  for (const [index, operator] of operators.entries()) {
    const operand = operands[index + 1]!;
    if (operator === '*') {
      term *= operand;
    } else if (operator === '/') {
      if (operand === 0) return 'divisionByZero';
      term /= operand;
    } else {
      sum += sign * term;
      sign = operator === '+' ? 1 : -1;
      term = operand;
    }
  }
  return sum + sign * term;
}

/**
 * The numeric field's parser (spec section 5): decimals with a point or a comma, fractions such as
 * `2/5` and `12 2/5`, and, unless disallowed, calculations whose every operator stands between
 * single spaces. Leading and trailing whitespace is ignored: it cannot make the input ambiguous,
 * and a pasted value often carries some.
 */
export function parseNumericInput(text: string, options: NumericInputOptions = {}): NumericInputResult {
  const { allowCalculations = true, allowZero = false } = options;
  const trimmed = text.trim();
  if (trimmed === '') return rejected('empty');
  const tokens = tokenizeNumericInput(trimmed);
  if (tokens === null) return rejected('format');
  const expression = readExpression(tokens);
  if (typeof expression === 'string') return rejected(expression);
  if (!allowCalculations && expression.operators.length > 0) return rejected('calculationsDisallowed');
  const value = evaluate(expression);
  if (typeof value === 'string') return rejected(value);
  if (!Number.isFinite(value)) return rejected('notFinite');
  if (value < 0) return rejected('negative');
  if (value === 0 && !allowZero) return rejected('zero');
  return { ok: true, value };
}
