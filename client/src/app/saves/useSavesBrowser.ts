import { ROOT_FOLDER_ID } from '@kitchensync/schemas';
import { create } from 'zustand';
import { EMPTY_LIBRARY_SELECTION, type LibrarySelection } from '../../model/library/librarySelection';

interface SavesBrowserState {
  /** The folder clicked last; New Folder creates inside it when it takes subfolders. */
  currentFolderId: string;
  /** Folders the reader closed; every folder starts open so a new one is seen at once. */
  collapsed: ReadonlySet<string>;
  selectMode: boolean;
  selection: LibrarySelection;
  /** What the Move popup is open for; `key` makes each opening start afresh. */
  moving: { key: number; selection: LibrarySelection; label: string } | null;
  setCurrentFolder: (folderId: string) => void;
  toggleCollapsed: (folderId: string) => void;
  setSelectMode: (on: boolean) => void;
  setSelection: (selection: LibrarySelection) => void;
  openMove: (selection: LibrarySelection, label: string) => void;
  closeMove: () => void;
}

/** The Saves panel's own UI state (current folder, closed folders, select mode), never sent anywhere. */
export const useSavesBrowser = create<SavesBrowserState>()((set) => ({
  currentFolderId: ROOT_FOLDER_ID,
  collapsed: new Set(),
  selectMode: false,
  selection: EMPTY_LIBRARY_SELECTION,
  setCurrentFolder: (currentFolderId) => set({ currentFolderId }),
  toggleCollapsed: (folderId) =>
    set(({ collapsed }) => {
      const next = new Set(collapsed);
      if (!next.delete(folderId)) next.add(folderId);
      return { collapsed: next };
    }),
  setSelectMode: (selectMode) => set({ selectMode, selection: EMPTY_LIBRARY_SELECTION }),
  setSelection: (selection) => set({ selection }),
  moving: null,
  openMove: (selection, label) =>
    set(({ moving }) => ({ moving: { key: (moving?.key ?? 0) + 1, selection, label } })),
  closeMove: () => set({ moving: null }),
}));
