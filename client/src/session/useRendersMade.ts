import { create } from 'zustand';

/**
 * How many renders this person has made on this page (session state, never synced): the render
 * tutorial's last step waits for one more than when it began (spec 002 section 4).
 */
export interface RendersMadeState {
  made: number;
  add(): void;
}

export const useRendersMade = create<RendersMadeState>((set) => ({
  made: 0,
  add: () => set((state) => ({ made: state.made + 1 })),
}));
