import { create } from 'zustand';

/**
 * Why the last command on a light was refused (the shadow-light cap, a bad height), shown in the
 * Light panel until the next command on lights. Session state: a refusal is this person's alone.
 */
export interface LightRefusalState {
  refusal: string | null;
  refuse(message: string): void;
  clear(): void;
}

export const useLightRefusal = create<LightRefusalState>((set) => ({
  refusal: null,
  refuse: (message) => set({ refusal: message }),
  clear: () => set({ refusal: null }),
}));
