import type { NumericInputResult } from '@kitchensync/schemas';
import { useContext, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createLongPressRepeater, type LongPressRepeater } from '../../model/input/createLongPressRepeater';
import { PendingFieldEdits } from './PendingFieldEdits';

export interface NumericFieldProps {
  label: string;
  /** The unit's short name shown after the field (in, cm, °). */
  suffix: string;
  /** The field's text for the stored value. */
  text: string;
  /** The field's text for any stored value, shown while an arrow is held. */
  format(value: number): string;
  /** Reads what the user typed, in the field's unit, into the stored value. */
  parse(text: string): NumericInputResult;
  /** The stored value one arrow-key step (1 in the field's unit) up or down from `value`. */
  step(value: number, direction: 1 | -1): number;
  disabled?: boolean;
  /** Takes a parsed value; the owner applies it or shows why not. */
  onCommit(value: number): void;
}

function isFieldUndo(event: KeyboardEvent<HTMLInputElement>): boolean {
  return (
    (event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey && event.key.toLowerCase() === 'z'
  );
}

interface Hold {
  value: number;
  repeater: LongPressRepeater;
  key: string | null;
}

/**
 * A numeric field with the spec's input rules (fractions, calculations, arrow steps of 1): Enter or
 * leaving the field commits; invalid input turns the field red and shows the spec's message, and
 * commits nothing. Holding ArrowUp or ArrowDown, or a step button, steps once and then every 30 ms
 * after 400 ms; the field counts while held and commits once on release, so a long hold is one
 * edit (one undo step) rather than dozens. When the stored value changes (a coworker's edit, a
 * refused one) the field shows it afresh.
 */
export function NumericField({
  label,
  suffix,
  text,
  format,
  parse,
  step,
  disabled,
  onCommit,
}: NumericFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState(text);
  const [shownFor, setShownFor] = useState(text);
  const [invalid, setInvalid] = useState<{ message: string; detail?: string } | null>(null);
  const hold = useRef<Hold | null>(null);
  if (shownFor !== text) {
    setShownFor(text);
    setDraft(text);
    setInvalid(null);
  }
  useEffect(() => () => hold.current?.repeater.release(), []);

  /** Commits the typing, if any; false when it cannot be read (the field shows why). */
  const commit = (): boolean => {
    if (draft === text) return invalid === null;
    const parsed = parse(draft);
    if (!parsed.ok) {
      setInvalid(parsed);
      return false;
    }
    setInvalid(null);
    onCommit(parsed.value);
    // Show the stored value again; if the edit is applied the new text arrives through `text`.
    setDraft(text);
    return true;
  };
  // A panel's Submit applies what is typed here through the latest `commit` (this render's draft).
  const latestCommit = useRef(commit);
  useLayoutEffect(() => {
    latestCommit.current = commit;
  });
  const registerPendingEdit = useContext(PendingFieldEdits);
  useEffect(() => registerPendingEdit?.(() => latestCommit.current()), [registerPendingEdit]);

  const startHold = (direction: 1 | -1, key: string | null) => {
    if (disabled || hold.current !== null) return;
    const parsed = parse(draft);
    if (!parsed.ok) {
      setInvalid(parsed);
      return;
    }
    setInvalid(null);
    const current: Hold = {
      value: parsed.value,
      key,
      repeater: createLongPressRepeater(() => {
        current.value = step(current.value, direction);
        setDraft(format(current.value));
      }),
    };
    hold.current = current;
    current.repeater.press();
  };

  const endHold = () => {
    const current = hold.current;
    if (current === null) return;
    current.repeater.release();
    hold.current = null;
    onCommit(current.value);
    setDraft(text);
  };

  const restore = () => {
    setDraft(text);
    setInvalid(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      commit();
    } else if (event.key === 'Escape' && (draft !== text || invalid !== null)) {
      // Esc takes back the typing first; only an untouched field passes it on (closing, deselecting).
      event.stopPropagation();
      restore();
    } else if (isFieldUndo(event) && draft !== text) {
      // The browser's own undo replays keystrokes into a field React has rewritten and garbles it;
      // the field's edit is undone whole instead. An untouched field lets Ctrl+Z undo the design.
      event.preventDefault();
      restore();
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      // The system's own key repeat has other timings; the spec's repeat runs from the first press.
      if (event.repeat) return;
      startHold(event.key === 'ArrowUp' ? 1 : -1, event.key);
    }
  };
  const onKeyUp = (event: KeyboardEvent<HTMLInputElement>) => {
    if (hold.current !== null && event.key === hold.current.key) endHold();
  };

  const stepButton = (direction: 1 | -1) => (
    <button
      type="button"
      className="numeric-step"
      aria-label={direction === 1 ? 'Step up' : 'Step down'}
      tabIndex={-1}
      disabled={disabled}
      onPointerDown={(event) => {
        event.preventDefault();
        event.currentTarget.setPointerCapture(event.pointerId);
        startHold(direction, null);
      }}
      onPointerUp={endHold}
      onPointerCancel={endHold}
      onLostPointerCapture={endHold}
    >
      {direction === 1 ? '▲' : '▼'}
    </button>
  );

  return (
    <div className="numeric-field">
      <label htmlFor={id}>{label}</label>
      <span>
        <input
          id={id}
          value={draft}
          disabled={disabled}
          aria-invalid={invalid !== null}
          data-untouched={draft === text}
          aria-describedby={invalid === null ? undefined : `${id}-error`}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => (hold.current === null ? commit() : endHold())}
          onKeyDown={onKeyDown}
          onKeyUp={onKeyUp}
        />
        <span className="numeric-steps">
          {stepButton(1)}
          {stepButton(-1)}
        </span>{' '}
        <span className="unit">{suffix}</span>
      </span>
      {invalid !== null && (
        <p id={`${id}-error`} className="error">
          {invalid.detail !== undefined && <strong>{invalid.detail} </strong>}
          {invalid.message}
        </p>
      )}
    </div>
  );
}
