import {
  LENGTH_UNITS,
  LengthUnitSchema,
  RENDER_QUALITIES,
  RenderQualitySchema,
  type RenderQuality,
  formatLength,
  lengthUnitLabel,
  type LengthUnit,
  type Settings,
} from '@kitchensync/schemas';
import { useId, useState } from 'react';
import { stepLength } from '../../model/input/stepLength';
import {
  readSettingsLength,
  settingsLengthAllowsZero,
  settingsLengthText,
  type SettingsLengthField,
} from '../../model/settings/settingsLengthField';
import { NumericField } from '../walls/NumericField';
import { RenderSettingsFields } from '../render/RenderSettingsFields';

const UNIT_NAMES: Readonly<Record<LengthUnit, string>> = {
  inch: 'Inches',
  ft: 'Feet',
  m: 'Meters',
  cm: 'Centimeters',
  mm: 'Millimeters',
};

const QUALITY_NAMES: Readonly<Record<RenderQuality, string>> = {
  low: 'Low (fastest)',
  medium: 'Medium',
  high: 'High',
};

type SettingsSwitch =
  'showGrid' | 'crosshairs' | 'showCeiling' | 'showDiagonals' | 'measurements' | 'dollhouseView';

const SWITCHES: readonly { field: SettingsSwitch; label: string }[] = [
  { field: 'showGrid', label: 'Show grid' },
  { field: 'crosshairs', label: 'Crosshairs' },
  { field: 'showCeiling', label: 'Show ceiling' },
  { field: 'showDiagonals', label: 'Show diagonals' },
  { field: 'measurements', label: 'Show measurements' },
  { field: 'dollhouseView', label: 'Cut away walls in front (3D)' },
];

const LENGTHS: readonly { field: SettingsLengthField; label: string }[] = [
  { field: 'clippingDistance', label: 'Clipping distance' },
  { field: 'wallDefaultDepth', label: 'Default wall depth' },
];

export interface GeneralSettingsPanelProps {
  settings: Settings;
  /** Why the last change could not be kept, if it could not. */
  error: Error | null;
  onChange(next: Settings): void;
  onClose(): void;
}

/**
 * The General Settings panel (spec 002), docked on the left or the right of the view as the person
 * chooses. Lengths show and take the chosen unit and are kept in meters; a length that is no finite
 * number turns its field red with the numeric input's message and changes nothing.
 */
export function GeneralSettingsPanel({
  settings: stored,
  error,
  onChange,
  onClose,
}: GeneralSettingsPanelProps) {
  const id = useId();
  // What the fields show: a change at once, in the same task as the click (stored settings reach
  // the panel a task later, and a controlled box would flick back meanwhile), then the stored ones.
  const [settings, setSettings] = useState(stored);
  const [storedSeen, setStoredSeen] = useState(stored);
  if (stored !== storedSeen) {
    setStoredSeen(stored);
    setSettings(stored);
  }
  const unit = settings.measurementUnits;
  const change = (patch: Partial<Settings>) => {
    const next = { ...settings, ...patch };
    setSettings(next);
    onChange(next);
  };

  return (
    <section
      className={`general-settings general-settings-${settings.settingsPanelSide}`}
      aria-label="General Settings"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <header>
        <h2>General Settings</h2>
        <button type="button" aria-label="Close General Settings" onClick={onClose}>
          ×
        </button>
      </header>
      <label htmlFor={`${id}-units`}>Units</label>
      <select
        id={`${id}-units`}
        value={unit}
        onChange={(event) => {
          const chosen = LengthUnitSchema.safeParse(event.target.value);
          if (chosen.success) change({ measurementUnits: chosen.data });
        }}
      >
        {LENGTH_UNITS.map((option) => (
          <option key={option} value={option}>
            {UNIT_NAMES[option]} ({lengthUnitLabel(option)})
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-quality`}>3D quality</label>
      <select
        id={`${id}-quality`}
        value={settings.renderQuality}
        onChange={(event) => {
          const chosen = RenderQualitySchema.safeParse(event.target.value);
          if (chosen.success) change({ renderQuality: chosen.data });
        }}
      >
        {RENDER_QUALITIES.map((option) => (
          <option key={option} value={option}>
            {QUALITY_NAMES[option]}
          </option>
        ))}
      </select>
      <RenderSettingsFields settings={settings} onChange={change} />
      {SWITCHES.map(({ field, label }) => (
        <label key={field} className="settings-switch">
          <input
            type="checkbox"
            checked={settings[field]}
            onChange={(event) => change({ [field]: event.target.checked })}
          />{' '}
          {label}
        </label>
      ))}
      {LENGTHS.map(({ field, label }) => {
        const allowZero = settingsLengthAllowsZero(field);
        return (
          <NumericField
            key={field}
            label={label}
            suffix={lengthUnitLabel(unit)}
            text={settingsLengthText(settings, field)}
            format={(meters) => formatLength(meters, unit)}
            parse={(text) => readSettingsLength(field, text, unit)}
            step={(meters, direction) => stepLength(meters, unit, direction, allowZero)}
            onCommit={(meters) => change({ [field]: meters })}
          />
        );
      })}
      <fieldset className="settings-dock">
        <legend>Dock panel</legend>
        {(['left', 'right'] as const).map((side) => (
          <label key={side}>
            <input
              type="radio"
              name={`${id}-dock`}
              checked={settings.settingsPanelSide === side}
              onChange={() => change({ settingsPanelSide: side })}
            />{' '}
            {side === 'left' ? 'Left' : 'Right'}
          </label>
        ))}
      </fieldset>
      {error !== null && (
        <p className="error" role="alert">
          {error.message || 'Error happened'}
        </p>
      )}
    </section>
  );
}
