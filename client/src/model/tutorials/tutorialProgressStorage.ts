import {
  readTutorialProgress,
  TUTORIAL_PROGRESS_STORAGE_KEY,
  type TutorialProgress,
  type TutorialProgressKey,
} from '@kitchensync/schemas';

/** The part of the browser's local storage the progress needs. */
export type ProgressStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Tutorial progress under its one local-storage key (spec 002 section 3): read forgivingly, and
 * written whole with the one flag changed, keeping any other keys found there.
 */
export const tutorialProgressStorage = {
  read(storage: ProgressStorage): TutorialProgress {
    let stored: string | null = null;
    try {
      stored = storage.getItem(TUTORIAL_PROGRESS_STORAGE_KEY);
    } catch {
      // Storage the browser forbids reads as nothing completed.
    }
    return readTutorialProgress(stored);
  },
  mark(storage: ProgressStorage, key: TutorialProgressKey, completed: boolean): TutorialProgress {
    const next = { ...tutorialProgressStorage.read(storage), [key]: completed };
    try {
      storage.setItem(TUTORIAL_PROGRESS_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // A browser refusing storage (private mode, full quota) still gets the tutorial; the answer
      // keeps the progress for this page.
    }
    return next;
  },
};
