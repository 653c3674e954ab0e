import type { NumericInputResult } from '@kitchensync/schemas';
import { useId, useState, type KeyboardEvent } from 'react';

export interface NumericFieldProps {
  label: string;
  /** The unit's short name shown after the field (in, cm, °). */
  suffix: string;
  /** The field's text for the stored value. */
  text: string;
  /** Reads what the user typed, in the field's unit, into the stored value. */
  parse(text: string): NumericInputResult;
  /** The stored value one arrow-key step (1 in the field's unit) up or down from `value`. */
  step(value: number, direction: 1 | -1): number;
  disabled?: boolean;
  /** Takes a parsed value; the owner applies it or shows why not. */
  onCommit(value: number): void;
}

/**
 * A numeric field with the spec's input rules (fractions, calculations, arrow steps of 1): Enter or
 * leaving the field commits; invalid input turns the field red and shows the spec's message, and
 * commits nothing. When the stored value changes (a coworker's edit, a refused one) the field shows
 * it afresh.
 */
export function NumericField({ label, suffix, text, parse, step, disabled, onCommit }: NumericFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState(text);
  const [shownFor, setShownFor] = useState(text);
  const [invalid, setInvalid] = useState<string | null>(null);
  if (shownFor !== text) {
    setShownFor(text);
    setDraft(text);
    setInvalid(null);
  }

  const commit = () => {
    if (draft === text) return;
    const parsed = parse(draft);
    if (!parsed.ok) {
      setInvalid(parsed.message);
      return;
    }
    setInvalid(null);
    onCommit(parsed.value);
    // Show the stored value again; if the edit is applied the new text arrives through `text`.
    setDraft(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      commit();
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      const parsed = parse(draft);
      if (!parsed.ok) return;
      onCommit(step(parsed.value, event.key === 'ArrowUp' ? 1 : -1));
    }
  };

  return (
    <div className="numeric-field">
      <label htmlFor={id}>{label}</label>
      <span>
        <input
          id={id}
          value={draft}
          disabled={disabled}
          aria-invalid={invalid !== null}
          aria-describedby={invalid === null ? undefined : `${id}-error`}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />{' '}
        {suffix}
      </span>
      {invalid !== null && (
        <p id={`${id}-error`} className="error">
          {invalid}
        </p>
      )}
    </div>
  );
}
