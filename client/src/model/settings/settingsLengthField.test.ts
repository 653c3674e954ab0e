import { NUMERIC_INPUT_INVALID_MESSAGE, SettingsSchema, inches } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { readSettingsLength, settingsLengthAllowsZero, settingsLengthText } from './settingsLengthField';

describe('settings lengths', () => {
  it('show the stored meters in the chosen unit, converted afresh when the unit changes', () => {
    const stored = SettingsSchema.parse({ wallDefaultDepth: inches(4.5), clippingDistance: 1.5 });
    expect(settingsLengthText(stored, 'wallDefaultDepth')).toBe('4 1/2');
    expect(settingsLengthText({ ...stored, measurementUnits: 'cm' }, 'wallDefaultDepth')).toBe('11.43');
    expect(settingsLengthText({ ...stored, measurementUnits: 'mm' }, 'wallDefaultDepth')).toBe('114.3');
    expect(settingsLengthText({ ...stored, measurementUnits: 'm' }, 'clippingDistance')).toBe('1.5');
    expect(settingsLengthText({ ...stored, measurementUnits: 'ft' }, 'clippingDistance')).toBe('4.92');
  });

  it('read what is typed in the chosen unit into meters', () => {
    expect(readSettingsLength('wallDefaultDepth', '12', 'cm')).toEqual({ ok: true, value: 0.12 });
    expect(readSettingsLength('wallDefaultDepth', '4 1/2', 'inch')).toEqual({ ok: true, value: inches(4.5) });
    expect(readSettingsLength('clippingDistance', '250', 'mm')).toEqual({ ok: true, value: 0.25 });
  });

  it('accept finite numbers only, with the numeric input message', () => {
    for (const text of ['', 'far', '1e999', '12 2 / 5', '-3', '1 / 0']) {
      for (const field of ['clippingDistance', 'wallDefaultDepth'] as const) {
        expect(readSettingsLength(field, text, 'cm'), `${field} ${text}`).toEqual(
          expect.objectContaining({ ok: false, message: NUMERIC_INPUT_INVALID_MESSAGE }),
        );
      }
    }
  });

  it('allow a clipping distance of zero (nothing cut away) but no wall of zero depth', () => {
    expect(settingsLengthAllowsZero('clippingDistance')).toBe(true);
    expect(readSettingsLength('clippingDistance', '0', 'm')).toEqual({ ok: true, value: 0 });
    expect(settingsLengthAllowsZero('wallDefaultDepth')).toBe(false);
    expect(readSettingsLength('wallDefaultDepth', '0', 'm').ok).toBe(false);
  });
});
