import { create } from 'zustand';

/**
 * The Fit button's presses, counted: the plan's navigation, inside the canvas, fits the design on
 * each new count. A count rather than a flag, so pressing Fit twice fits twice.
 */
export interface PlanFitRequestsState {
  count: number;
  requestFit(): void;
}

export const usePlanFitRequests = create<PlanFitRequestsState>((set) => ({
  count: 0,
  requestFit: () => set((state) => ({ count: state.count + 1 })),
}));
