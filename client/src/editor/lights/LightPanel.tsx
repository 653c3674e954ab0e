import {
  NUMERIC_INPUT_STEP,
  parseNumericInput,
  type LengthUnit,
  type PointLight,
} from '@kitchensync/schemas';
import { useEffect, useId } from 'react';
import type * as Y from 'yjs';
import { deleteLights } from '../../doc/lightCommands/deleteLights';
import { editLight, type LightEdit } from '../../doc/lightCommands/editLight';
import { useLightsTool } from '../../session/useLightsTool';
import { useSelection } from '../../session/useSelection';
import { useShortcuts } from '../shortcuts/useShortcuts';
import { LengthField } from '../walls/LengthField';
import { NumericField } from '../walls/NumericField';
import { attemptLightCommand } from './attemptLightCommand';
import { useLightRefusal } from './useLightRefusal';
import { useLightsToolsAllowed } from './useLightsToolsAllowed';
import './lights.css';

export interface LightPanelProps {
  doc: Y.Doc | null;
  origin: unknown;
  lights: readonly PointLight[];
  unit: LengthUnit;
  editable: boolean;
}

/** Intensities show at most two decimals: what a person types, not a float's tail. */
const formatIntensity = (value: number) => String(Math.round(value * 100) / 100);

/**
 * The side panel's Lights part (editors off a client domain): the Lights tool's hint while it is on,
 * and for selected lights (the selection is lights only) one light's Intensity, Height (in the
 * person's unit), Visible (`lightVisible`: whether it shines) and Cast shadows, and Delete for every
 * selected light (the Delete key too). Each change is one command, so one undo step; a refusal (the
 * thirteenth shadow light) changes nothing and says why here.
 */
export function LightPanel({ doc, origin, lights, unit, editable }: LightPanelProps) {
  const allowed = useLightsToolsAllowed();
  const placing = useLightsTool((state) => state.placingLights);
  const selectedIds = useSelection((state) => state.selectedIds);
  const refusal = useLightRefusal((state) => state.refusal);
  const selected = selectedIds.flatMap((id) => lights.filter((light) => light.id === id));
  const shown = allowed && editable && selected.length > 0 && selected.length === selectedIds.length;
  const live = shown && doc !== null;
  const ids = selected.map((light) => light.id);

  const remove = () => {
    if (doc === null) return;
    if (attemptLightCommand(() => deleteLights(doc, origin, ids)) !== null) useSelection.getState().clear();
  };
  useShortcuts({ deleteSelection: live ? remove : undefined });
  // A refusal speaks of the lights it was about: another selection starts without it.
  useEffect(() => useLightRefusal.getState().clear(), [selectedIds]);

  if (!allowed || !editable) return null;
  const hint = placing && <p className="hint">Click in the design to place a light. Esc ends.</p>;
  if (!shown) return hint || null;
  const single = selected.length === 1 ? selected[0]! : null;
  const edit = (id: string, change: LightEdit) => {
    if (doc !== null) attemptLightCommand(() => editLight(doc, origin, id, change));
  };

  return (
    <>
      {hint}
      <section className="light-panel" aria-label="Light">
        <h2>{single === null ? `${selected.length} lights` : 'Light'}</h2>
        {single !== null && (
          <LightFields key={single.id} light={single} unit={unit} disabled={!live} onEdit={edit} />
        )}
        {refusal !== null && (
          <p className="error" role="alert">
            {refusal}
          </p>
        )}
        {live && (
          <button type="button" onClick={remove}>
            Delete
          </button>
        )}
      </section>
    </>
  );
}

function LightFields({
  light,
  unit,
  disabled,
  onEdit,
}: {
  light: PointLight;
  unit: LengthUnit;
  disabled: boolean;
  onEdit: (id: string, change: LightEdit) => void;
}) {
  const visibleId = useId();
  const shadowId = useId();
  return (
    <>
      <NumericField
        label="Intensity"
        suffix=""
        text={formatIntensity(light.intensity)}
        format={formatIntensity}
        parse={(text) => parseNumericInput(text, { allowZero: true })}
        step={(value, direction) => Math.max(0, value + direction * NUMERIC_INPUT_STEP)}
        disabled={disabled}
        onCommit={(intensity) => onEdit(light.id, { intensity })}
      />
      <LengthField
        label="Height"
        meters={light.y}
        unit={unit}
        allowZero
        disabled={disabled}
        onCommit={(height) => onEdit(light.id, { height })}
      />
      <div className="light-toggle">
        <input
          id={visibleId}
          type="checkbox"
          checked={light.lightVisible}
          disabled={disabled}
          onChange={(event) => onEdit(light.id, { lightVisible: event.target.checked })}
        />
        <label htmlFor={visibleId}>Visible</label>
      </div>
      <div className="light-toggle">
        <input
          id={shadowId}
          type="checkbox"
          checked={light.shadow}
          disabled={disabled}
          onChange={(event) => onEdit(light.id, { shadow: event.target.checked })}
        />
        <label htmlFor={shadowId}>Cast shadows</label>
      </div>
    </>
  );
}
