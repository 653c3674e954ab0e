import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { SIDE_PANEL_DEFAULT_WIDTH, clampSidePanelWidth } from '../model/panels/clampSidePanelWidth';

/** The side panel's content width in pixels: a layout choice of this browser, kept across reloads. */
export interface SidePanelWidthState {
  width: number;
  setWidth(width: number): void;
}

export const SIDE_PANEL_WIDTH_STORAGE_KEY = 'kitchensync.sidePanelWidth';

export const useSidePanelWidth = create<SidePanelWidthState>()(
  persist(
    (set) => ({
      width: SIDE_PANEL_DEFAULT_WIDTH,
      setWidth: (width) => set({ width: clampSidePanelWidth(width) }),
    }),
    {
      name: SIDE_PANEL_WIDTH_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ width: state.width }),
      // A stored value edited by hand or left by an older build still lands within the limits.
      merge: (stored, current) => ({
        ...current,
        width: clampSidePanelWidth(Number((stored as { width?: unknown } | undefined)?.width)),
      }),
    },
  ),
);
