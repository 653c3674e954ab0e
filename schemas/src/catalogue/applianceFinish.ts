import { z } from 'zod';

/** The finishes of the appliance menu's first step (spec 002 section 9). */
export const APPLIANCE_FINISHES = ['stainless steel', 'black', 'white'] as const;

export const ApplianceFinishSchema = z.enum(APPLIANCE_FINISHES);
export type ApplianceFinish = z.infer<typeof ApplianceFinishSchema>;

/** Below this width the menu shows one step at a time and starts on uncategorized models. */
export const APPLIANCE_MENU_WIDE_SCREEN_PX = 1000;

/** The finish the appliance menu starts on: stainless steel on wide screens, uncategorized otherwise. */
export function defaultApplianceFinish(screenWidthPx: number): ApplianceFinish | 'uncategorized' {
  return screenWidthPx >= APPLIANCE_MENU_WIDE_SCREEN_PX ? 'stainless steel' : 'uncategorized';
}
