import { lengthUnitLabel, type LengthUnit } from '@kitchensync/schemas';
import { useState, type FormEvent } from 'react';
import {
  LAYOUT_NUMBERS,
  type KitchenLayout,
  type LayoutKind,
  type LayoutNumberName,
  type LayoutSide,
} from '../../model/layouts/kitchenLayout';
import { layoutNumberDefaultText } from '../../model/layouts/layoutDefaults';
import { LAYOUT_INPUT_ERROR, layoutFieldValue, readLayoutForm } from '../../model/layouts/readLayoutForm';
import { readLayoutDraft, removeLayoutDraft, writeLayoutDraft, type LayoutDraft } from './layoutDraft';
import { LAYOUT_FORM_SECTIONS, LAYOUT_TITLES } from './layoutFormSections';
import './layouts.css';

interface LayoutFormProps {
  kind: LayoutKind;
  unit: LengthUnit;
  /** The collection the layout's cabinets come in; Confirm waits until it is known. */
  style: string | null;
  onChoose(layout: KitchenLayout): void;
  onDiscard(): void;
}

function startingDraft(kind: LayoutKind, unit: LengthUnit): LayoutDraft {
  const fields = Object.fromEntries(
    LAYOUT_NUMBERS[kind].map((name: LayoutNumberName) => [name, layoutNumberDefaultText(name, unit)]),
  );
  const kept = readLayoutDraft(kind);
  return { kind, side: kept?.side ?? 'left', fields: { ...fields, ...kept?.fields } };
}

/**
 * One layout's form: collapsible sections of unit-labelled fields that start at the defaults, a
 * Left or Right side for L and island layouts, Confirm and Discard. A field that does not parse
 * shows the spec's error and nothing navigates.
 */
export function LayoutForm({ kind, unit, style, onChoose, onDiscard }: LayoutFormProps) {
  const [draft, setDraft] = useState(() => startingDraft(kind, unit));
  const [failed, setFailed] = useState(false);
  const unitLabel = lengthUnitLabel(unit);

  const change = (next: LayoutDraft) => {
    setDraft(next);
    writeLayoutDraft(next);
  };
  const setField = (name: LayoutNumberName, text: string) =>
    change({ ...draft, fields: { ...draft.fields, [name]: text } });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (style === null) return;
    removeLayoutDraft();
    const layout = readLayoutForm({ kind, style, side: draft.side, fields: draft.fields }, unit);
    setFailed(layout === null);
    if (layout !== null) onChoose(layout);
  };
  const discard = () => {
    removeLayoutDraft();
    onDiscard();
  };

  const invalid = (name: LayoutNumberName) =>
    failed && layoutFieldValue(kind, name, draft.fields[name] ?? '', unit) === null;

  return (
    <form className="layout-form" onSubmit={submit} noValidate aria-label={`${LAYOUT_TITLES[kind]} layout`}>
      <h3>{LAYOUT_TITLES[kind]}</h3>
      {LAYOUT_FORM_SECTIONS[kind].map((section) => (
        <details key={section.title} open>
          <summary>{section.title}</summary>
          {section.content === 'side' ? (
            <div role="radiogroup" aria-label="Side">
              {(['left', 'right'] as const satisfies readonly LayoutSide[]).map((side) => (
                <label key={side}>
                  <input
                    type="radio"
                    name={`layout-${kind}-side`}
                    value={side}
                    checked={draft.side === side}
                    onChange={() => change({ ...draft, side })}
                  />
                  {side === 'left' ? 'Left' : 'Right'}
                </label>
              ))}
            </div>
          ) : (
            section.content.map(({ name, label }) => (
              <div className="layout-field" key={name}>
                <label htmlFor={`layout-${kind}-${name}`}>{label}</label>
                <span className="layout-field-input">
                  <input
                    id={`layout-${kind}-${name}`}
                    name={name}
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                    value={draft.fields[name] ?? ''}
                    aria-invalid={invalid(name)}
                    aria-label={`${section.title} ${label} (${unitLabel})`}
                    onChange={(event) => setField(name, event.target.value)}
                  />
                  <span className="unit">{unitLabel}</span>
                </span>
              </div>
            ))
          )}
        </details>
      ))}
      {failed && (
        <p className="error" role="alert">
          {LAYOUT_INPUT_ERROR}
        </p>
      )}
      <div className="layout-form-buttons">
        <button type="submit" disabled={style === null}>
          Confirm
        </button>
        <button type="button" onClick={discard}>
          Discard
        </button>
      </div>
    </form>
  );
}
