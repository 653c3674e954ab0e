import { create } from 'zustand';

/**
 * Whether the Lights Wizard popup is open (session state, never synced), and what happens once it
 * has placed its lights: the render started from the Warning popup's Render With Lights Wizard goes
 * on (spec 001 §4: "optional lights wizard; then … initializing").
 */
export interface LightsWizardState {
  open: boolean;
  afterPlacing: (() => void) | null;
  start(afterPlacing?: () => void): void;
  /** Closes the popup; `placed` runs what was waiting for the lights. */
  finish(placed: boolean): void;
}

export const useLightsWizard = create<LightsWizardState>((set, get) => ({
  open: false,
  afterPlacing: null,
  start: (afterPlacing) => set({ open: true, afterPlacing: afterPlacing ?? null }),
  finish: (placed) => {
    const waiting = get().afterPlacing;
    set({ open: false, afterPlacing: null });
    if (placed) waiting?.();
  },
}));
