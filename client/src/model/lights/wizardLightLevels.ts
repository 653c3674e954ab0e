import { STYLE_LIGHT_DEFAULTS } from '@kitchensync/schemas';
import type { WizardLevel } from './lightsWizardPlacement';

/** The two levels the Lights Wizard offers: under-cabinet (Low) and ceiling (High) lights. */
export type WizardLevelName = 'low' | 'high';

/** What the levels need of a style: its four light values (spec 001 §3, "Style entry"). */
export interface StyleLights {
  readonly catalogStyleId: string;
  readonly lightLowIntensity: number;
  readonly lightLowHeight: number;
  readonly lightHighIntensity: number;
  readonly lightHighHeight: number;
}

/**
 * The low and high light of the design's style (spec 001 §9: "low and high light intensity and
 * height come per style"): the style the design names, else the one most of its cabinets come in,
 * else the catalogue's defaults.
 */
export function wizardLightLevels(
  styles: readonly StyleLights[],
  designStyle: string | null,
  modelStyles: readonly string[],
): Record<WizardLevelName, WizardLevel> & { styleId: string | null } {
  const counts = new Map<string, number>();
  for (const id of modelStyles) counts.set(id, (counts.get(id) ?? 0) + 1);
  const mostUsed = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  const style =
    styles.find((each) => each.catalogStyleId === designStyle) ??
    styles.find((each) => each.catalogStyleId === mostUsed) ??
    null;
  if (style === null)
    return {
      styleId: null,
      low: { intensity: STYLE_LIGHT_DEFAULTS.lowIntensity, height: STYLE_LIGHT_DEFAULTS.lowHeight },
      high: { intensity: STYLE_LIGHT_DEFAULTS.highIntensity, height: STYLE_LIGHT_DEFAULTS.highHeight },
    };
  return {
    styleId: style.catalogStyleId,
    low: { intensity: style.lightLowIntensity, height: style.lightLowHeight },
    high: { intensity: style.lightHighIntensity, height: style.lightHighHeight },
  };
}
