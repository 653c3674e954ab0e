import { create } from 'zustand';

/**
 * Why the last edit of a wall was refused, shown in its panel until the next edit. Session state: a
 * refusal is this person's, never written to the document or shown to coworkers.
 */
export interface WallRefusalState {
  refusal: { id: string; message: string } | null;
  refuse(id: string, message: string): void;
  clear(): void;
}

export const useWallRefusal = create<WallRefusalState>((set) => ({
  refusal: null,
  refuse: (id, message) => set({ refusal: { id, message } }),
  clear: () => set({ refusal: null }),
}));
