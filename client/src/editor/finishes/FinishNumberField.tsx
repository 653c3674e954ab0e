import { formatDecimal, NUMERIC_INPUT_STEP } from '@kitchensync/schemas';
import { parseFinishNumber } from '../../model/finishes/parseFinishNumber';
import { NumericField } from '../walls/NumericField';

/**
 * A pattern size or overhang field: a number that is not negative, shown with two decimals. `scale`
 * is how many stored units one shown unit is (inches to meters for overhangs); `step` the arrow
 * step in shown units.
 */
export function FinishNumberField({
  label,
  suffix = '',
  value,
  scale = 1,
  step = NUMERIC_INPUT_STEP,
  onCommit,
}: {
  label: string;
  suffix?: string;
  value: number;
  scale?: number;
  step?: number;
  onCommit(value: number): void;
}) {
  return (
    <NumericField
      label={label}
      suffix={suffix}
      text={formatDecimal(value / scale)}
      format={(stored) => formatDecimal(stored / scale)}
      parse={(text) => {
        const parsed = parseFinishNumber(text);
        return parsed.ok ? { ok: true, value: parsed.value * scale } : parsed;
      }}
      step={(stored, direction) => Math.max(0, stored + direction * step * scale)}
      onCommit={onCommit}
    />
  );
}
