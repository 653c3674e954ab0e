import { create } from 'zustand';

/** Whether the Backsplash wizard popup is open (session state, never synced). */
export interface BacksplashWizardState {
  open: boolean;
  start(): void;
  close(): void;
}

export const useBacksplashWizard = create<BacksplashWizardState>((set) => ({
  open: false,
  start: () => set({ open: true }),
  close: () => set({ open: false }),
}));
