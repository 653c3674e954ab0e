import { TUTORIAL_LIST, type TutorialListEntry, type TutorialProgress } from '@kitchensync/schemas';
import { create } from 'zustand';
import { tutorialProgressStorage, type ProgressStorage } from '../../model/tutorials/tutorialProgressStorage';

export type TutorialId = TutorialListEntry['id'];

/**
 * The tutorials of this browser (session scope, never synced): progress lives in local storage only
 * (spec 002 section 7), the open tutorial and the panel's state for this page.
 */
export interface TutorialsState {
  progress: TutorialProgress;
  openTutorial: TutorialId | null;
  panelOpen: boolean;
  setPanelOpen(open: boolean): void;
  /** Starting from the list marks the tutorial not completed and opens its popup. */
  start(id: TutorialId): void;
  /** Closing marks the open tutorial completed. */
  close(): void;
}

/** Local storage, or none where the browser forbids touching it (cookies blocked): then progress lasts for the page. */
function browserStorage(): ProgressStorage {
  try {
    return window.localStorage;
  } catch {
    return { getItem: () => null, setItem: () => undefined };
  }
}

function progressKeyOf(id: TutorialId) {
  return TUTORIAL_LIST.find((entry) => entry.id === id)?.progressKey ?? null;
}

export const useTutorials = create<TutorialsState>((set, get) => ({
  progress: tutorialProgressStorage.read(browserStorage()),
  openTutorial: null,
  panelOpen: false,
  setPanelOpen: (panelOpen) => set({ panelOpen }),
  start: (id) => {
    const key = progressKeyOf(id);
    const progress =
      key === null ? get().progress : tutorialProgressStorage.mark(browserStorage(), key, false);
    set({ progress, openTutorial: id, panelOpen: false });
  },
  close: () => {
    const open = get().openTutorial;
    if (open === null) return;
    const key = progressKeyOf(open);
    const progress =
      key === null ? get().progress : tutorialProgressStorage.mark(browserStorage(), key, true);
    set({ progress, openTutorial: null });
  },
}));
