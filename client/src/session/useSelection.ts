import { create } from 'zustand';

/**
 * The nodes this person has selected. Selection is session state: it is never written to the
 * document (the schema's `selected` fields stay as imported), and coworkers learn of it through
 * presence, so two people can select different cabinets at once.
 */
export interface SelectionState {
  selectedIds: readonly string[];
  select(ids: readonly string[]): void;
  toggle(id: string): void;
  clear(): void;
}

export const useSelection = create<SelectionState>((set) => ({
  selectedIds: [],
  select: (ids) => set({ selectedIds: [...new Set(ids)] }),
  toggle: (id) =>
    set((state) => ({
      selectedIds: state.selectedIds.includes(id)
        ? state.selectedIds.filter((selected) => selected !== id)
        : [...state.selectedIds, id],
    })),
  clear: () => set({ selectedIds: [] }),
}));
