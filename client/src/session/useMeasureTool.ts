import { create } from 'zustand';

/**
 * Whether this person has the Measure tool on (session state, never synced): while on, clicks in
 * the top view draw measurements. The measurement tutorial closes when it turns off. `refusal` is
 * why the last command on a measurement was refused, until the next one.
 */
export interface MeasureToolState {
  measuring: boolean;
  refusal: string | null;
  startMeasuring(): void;
  stopMeasuring(): void;
  setRefusal(refusal: string | null): void;
}

export const useMeasureTool = create<MeasureToolState>((set) => ({
  measuring: false,
  refusal: null,
  startMeasuring: () => set({ measuring: true }),
  stopMeasuring: () => set({ measuring: false }),
  setRefusal: (refusal) => set({ refusal }),
}));
