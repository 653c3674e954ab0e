import { create } from 'zustand';

/**
 * Which of the Tools menu's tools this person has on (session state, never synced): placing a note
 * takes the next click in the design; the Favorites panel stays open beside the catalogue until
 * closed. The wall drawing tools keep their own state in the editor page.
 */
export interface EditorToolsState {
  placingNote: boolean;
  favoritesOpen: boolean;
  startPlacingNote(): void;
  stopPlacingNote(): void;
  toggleFavorites(): void;
  closeFavorites(): void;
}

export const useEditorTools = create<EditorToolsState>((set) => ({
  placingNote: false,
  favoritesOpen: false,
  startPlacingNote: () => set({ placingNote: true }),
  stopPlacingNote: () => set({ placingNote: false }),
  toggleFavorites: () => set((state) => ({ favoritesOpen: !state.favoritesOpen })),
  closeFavorites: () => set({ favoritesOpen: false }),
}));
