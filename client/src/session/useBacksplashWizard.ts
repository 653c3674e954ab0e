import { create } from 'zustand';

/**
 * The Backsplash wizard's session state (never synced): whether its popup is open, and while its
 * Custom step picks walls in the plan (spec 002 §5: "Custom enters a wall-pick mode in
 * orthographic view"), which walls are picked so far, shared by the popup's list and the plan.
 */
export interface BacksplashWizardState {
  open: boolean;
  /** The Custom step is on: a click on a wall in the plan picks or unpicks it. */
  picking: boolean;
  /** The walls picked so far, in the order picked. */
  picked: readonly string[];
  start(): void;
  close(): void;
  startPicking(): void;
  /** Picks a wall not picked yet, unpicks one that is. */
  togglePicked(wallId: string): void;
  clearPicked(): void;
  /** Leaves the wall-pick mode with what was picked (the wizard goes on to the style). */
  stopPicking(): void;
}

export const useBacksplashWizard = create<BacksplashWizardState>((set) => ({
  open: false,
  picking: false,
  picked: [],
  start: () => set({ open: true, picking: false, picked: [] }),
  close: () => set({ open: false, picking: false, picked: [] }),
  startPicking: () => set({ picking: true, picked: [] }),
  togglePicked: (wallId) =>
    set((state) => ({
      picked: state.picked.includes(wallId)
        ? state.picked.filter((id) => id !== wallId)
        : [...state.picked, wallId],
    })),
  clearPicked: () => set({ picked: [] }),
  stopPicking: () => set({ picking: false }),
}));
