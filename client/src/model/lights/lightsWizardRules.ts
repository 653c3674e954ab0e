import { inches, MAX_SHADOW_LIGHTS } from '@kitchensync/schemas';

/**
 * Spec 001 §9's lights wizard constants, in the spec's units (inches) turned to meters: lights 24
 * apart along a run, the first and last 32 in from the run's ends, 20 out from the wall's face; at
 * most `maxNumberOfShadowLights` casting shadows (the product's shadow-light cap); the placing loop
 * stops after 100 lights.
 */
export const LIGHTS_WIZARD_RULES = {
  spacing: inches(24),
  endOffset: inches(32),
  clearance: inches(20),
  maxShadowLights: MAX_SHADOW_LIGHTS,
  loopLimit: 100,
} as const;
