import { formatDecimal, NUMERIC_INPUT_STEP, parseNumericInput } from '@kitchensync/schemas';
import { NumericField } from './NumericField';

const DEGREES_PER_RADIAN = 180 / Math.PI;

/**
 * An angle field: people read and type degrees (counter-clockwise seen from above, 0 pointing
 * right), the document keeps radians. Zero is a valid angle.
 */
export function AngleField({
  radians,
  disabled,
  onCommit,
}: {
  radians: number;
  disabled?: boolean;
  onCommit(radians: number): void;
}) {
  return (
    <NumericField
      label="Angle"
      suffix="°"
      text={formatDecimal(radians * DEGREES_PER_RADIAN)}
      format={(value) => formatDecimal(value * DEGREES_PER_RADIAN)}
      parse={(text) => {
        const parsed = parseNumericInput(text, { allowZero: true });
        return parsed.ok ? { ok: true, value: parsed.value / DEGREES_PER_RADIAN } : parsed;
      }}
      step={(value, direction) => value + (direction * NUMERIC_INPUT_STEP) / DEGREES_PER_RADIAN}
      disabled={disabled}
      onCommit={onCommit}
    />
  );
}
