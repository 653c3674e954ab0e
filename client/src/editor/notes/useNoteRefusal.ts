import { create } from 'zustand';

/**
 * Why the last command on a note was refused, shown in the Note panel until the next command on
 * notes. Session state: a refusal is this person's alone.
 */
export interface NoteRefusalState {
  refusal: string | null;
  refuse(message: string): void;
  clear(): void;
}

export const useNoteRefusal = create<NoteRefusalState>((set) => ({
  refusal: null,
  refuse: (message) => set({ refusal: message }),
  clear: () => set({ refusal: null }),
}));
