import { create } from 'zustand';

/**
 * Whether this person has the Lights tool on (session state, never synced): while it is, each
 * click in the design hangs a light there, until Esc, the Tools menu or another tool ends it
 * (spec 002: the render tutorial waits for "the lights tool is on", then for it to be off).
 */
export interface LightsToolState {
  placingLights: boolean;
  toggle(): void;
  stop(): void;
}

export const useLightsTool = create<LightsToolState>((set) => ({
  placingLights: false,
  toggle: () => set((state) => ({ placingLights: !state.placingLights })),
  stop: () => set({ placingLights: false }),
}));
