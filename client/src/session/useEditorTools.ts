import type { CatalogOpening } from '@kitchensync/schemas';
import { create } from 'zustand';

/**
 * Which of the Tools menu's tools this person has on (session state, never synced): placing a note
 * takes the next click in the design; the Favorites panel stays open beside the catalogue until
 * closed; placing an opening (a door, window or opening picked in the side panel) takes the next
 * click on a wall. The wall drawing tools keep their own state in the editor page.
 */
export interface EditorToolsState {
  placingNote: boolean;
  favoritesOpen: boolean;
  placingOpening: CatalogOpening | null;
  startPlacingNote(): void;
  stopPlacingNote(): void;
  toggleFavorites(): void;
  closeFavorites(): void;
  startPlacingOpening(opening: CatalogOpening): void;
  stopPlacingOpening(): void;
}

export const useEditorTools = create<EditorToolsState>((set) => ({
  placingNote: false,
  favoritesOpen: false,
  placingOpening: null,
  startPlacingNote: () => set({ placingNote: true, placingOpening: null }),
  stopPlacingNote: () => set({ placingNote: false }),
  toggleFavorites: () => set((state) => ({ favoritesOpen: !state.favoritesOpen })),
  closeFavorites: () => set({ favoritesOpen: false }),
  startPlacingOpening: (opening) => set({ placingOpening: opening, placingNote: false }),
  stopPlacingOpening: () => set({ placingOpening: null }),
}));
