import {
  formatLength,
  fromMeters,
  lengthUnitLabel,
  NUMERIC_INPUT_STEP,
  parseLength,
  toMeters,
  type LengthUnit,
} from '@kitchensync/schemas';
import { NumericField } from './NumericField';

/** A length field: shows and takes the user's unit, commits meters. */
export function LengthField({
  label,
  meters,
  unit,
  disabled,
  onCommit,
}: {
  label: string;
  meters: number;
  unit: LengthUnit;
  disabled?: boolean;
  onCommit(meters: number): void;
}) {
  return (
    <NumericField
      label={label}
      suffix={lengthUnitLabel(unit)}
      text={formatLength(meters, unit)}
      parse={(text) => parseLength(text, unit)}
      step={(value, direction) => toMeters(fromMeters(value, unit) + direction * NUMERIC_INPUT_STEP, unit)}
      disabled={disabled}
      onCommit={onCommit}
    />
  );
}
