import {
  formatLength,
  parseLength,
  type LengthUnit,
  type NumericInputResult,
  type Settings,
} from '@kitchensync/schemas';

/** The settings that are lengths: stored in meters, shown and typed in the user's unit (spec 002 section 4). */
export type SettingsLengthField = 'clippingDistance' | 'wallDefaultDepth';

/**
 * Spec 002 section 5 takes finite numbers only. A clipping distance of 0 is the default and means
 * nothing is cut away, so zero is allowed there; a wall cannot be 0 thick.
 */
const ALLOWS_ZERO: Readonly<Record<SettingsLengthField, boolean>> = {
  clippingDistance: true,
  wallDefaultDepth: false,
};

export function settingsLengthAllowsZero(field: SettingsLengthField): boolean {
  return ALLOWS_ZERO[field];
}

/** The text a length setting shows in the user's chosen unit. */
export function settingsLengthText(settings: Settings, field: SettingsLengthField): string {
  return formatLength(settings[field], settings.measurementUnits);
}

/** What the user typed for a length setting, in `unit`, read into meters with the numeric input's rules. */
export function readSettingsLength(
  field: SettingsLengthField,
  text: string,
  unit: LengthUnit,
): NumericInputResult {
  return parseLength(text, unit, { allowZero: ALLOWS_ZERO[field] });
}
