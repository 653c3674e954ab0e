import { formatLength, lengthUnitLabel, parseLength, type LengthUnit } from '@kitchensync/schemas';
import { stepLength } from '../../model/input/stepLength';
import { NumericField } from './NumericField';

/** A length field: shows and takes the user's unit, commits meters. */
export function LengthField({
  label,
  meters,
  unit,
  allowZero = false,
  disabled,
  onCommit,
}: {
  label: string;
  meters: number;
  unit: LengthUnit;
  /** Whether 0 is a usable length (a clipping distance); a wall or cabinet never is. */
  allowZero?: boolean;
  disabled?: boolean;
  onCommit(meters: number): void;
}) {
  return (
    <NumericField
      label={label}
      suffix={lengthUnitLabel(unit)}
      text={formatLength(meters, unit)}
      format={(value) => formatLength(value, unit)}
      parse={(text) => parseLength(text, unit, { allowZero })}
      step={(value, direction) => stepLength(value, unit, direction, allowZero)}
      disabled={disabled}
      onCommit={onCommit}
    />
  );
}
