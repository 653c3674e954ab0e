import type { CatalogModel } from '@kitchensync/schemas';
import { useId } from 'react';

/**
 * A catalogue model while prices are edited: its name and a price field instead of the pickable
 * tile, so nothing is added or dragged during the edit (spec 001 section 4).
 */
export function PriceEditTile({
  model,
  value,
  invalid,
  disabled,
  onChange,
}: {
  model: CatalogModel;
  value: string;
  invalid: boolean;
  disabled: boolean;
  onChange: (text: string) => void;
}) {
  const id = useId();
  return (
    <div className="model-tile price-edit-tile">
      <label htmlFor={id} className="model-tile-name">
        {model.name || model.code}
      </label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        value={value}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-label={`Price of ${model.name || model.code}`}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
