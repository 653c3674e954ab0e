import { create } from 'zustand';

/**
 * Why the last command on the selected models was refused, shown in the Selected model panel until
 * the next command or another selection. Session state: a refusal is this person's alone.
 */
export interface ModelRefusalState {
  refusal: { ids: readonly string[]; message: string } | null;
  refuse(ids: readonly string[], message: string): void;
  clear(): void;
}

export const useModelRefusal = create<ModelRefusalState>((set) => ({
  refusal: null,
  refuse: (ids, message) => set({ refusal: { ids: [...ids], message } }),
  clear: () => set({ refusal: null }),
}));
