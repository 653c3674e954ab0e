import { inches, STYLE_LIGHT_DEFAULTS } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { wizardLightLevels, type StyleLights } from './wizardLightLevels';

const style = (catalogStyleId: string, low: number, high: number): StyleLights => ({
  catalogStyleId,
  lightLowIntensity: low,
  lightLowHeight: inches(54),
  lightHighIntensity: high,
  lightHighHeight: inches(90),
});
const STYLES = [style('shaker-white', 0.8, 1), style('modern-walnut', 1.2, 1.4)];

describe('the Lights Wizard’s levels', () => {
  it('come from the style the design names', () => {
    expect(wizardLightLevels(STYLES, 'modern-walnut', ['shaker-white'])).toEqual({
      styleId: 'modern-walnut',
      low: { intensity: 1.2, height: inches(54) },
      high: { intensity: 1.4, height: inches(90) },
    });
  });

  it('come from the style most cabinets are in when the design names none', () => {
    const levels = wizardLightLevels(STYLES, null, ['modern-walnut', 'shaker-white', 'shaker-white']);
    expect(levels.styleId).toBe('shaker-white');
    expect(levels.low.intensity).toBe(0.8);
  });

  it('fall back to the catalogue’s defaults for an unknown style', () => {
    expect(wizardLightLevels(STYLES, 'gone', [])).toEqual({
      styleId: null,
      low: { intensity: STYLE_LIGHT_DEFAULTS.lowIntensity, height: STYLE_LIGHT_DEFAULTS.lowHeight },
      high: { intensity: STYLE_LIGHT_DEFAULTS.highIntensity, height: STYLE_LIGHT_DEFAULTS.highHeight },
    });
  });
});
