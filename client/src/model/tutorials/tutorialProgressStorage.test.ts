import { TUTORIAL_PROGRESS_STORAGE_KEY } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { tutorialProgressStorage, type ProgressStorage } from './tutorialProgressStorage';

function memoryStorage(initial: string | null = null): ProgressStorage & { text(): string | null } {
  let stored = initial;
  return {
    getItem: (key) => (key === TUTORIAL_PROGRESS_STORAGE_KEY ? stored : null),
    setItem: (key, value) => {
      if (key === TUTORIAL_PROGRESS_STORAGE_KEY) stored = value;
    },
    text: () => stored,
  };
}

describe('tutorial progress storage', () => {
  it('reads nothing completed from an empty or unreadable key', () => {
    for (const text of [null, 'not json', '[1]', '{"wallsTutorial":"yes"}']) {
      const progress = tutorialProgressStorage.read(memoryStorage(text));
      expect(progress.wallsTutorial).toBe(false);
      expect(progress.renderTutorial).toBe(false);
    }
  });

  it('keeps every flag under the one key and changes only the one marked', () => {
    const storage = memoryStorage(JSON.stringify({ layoutsTutorial: true }));
    tutorialProgressStorage.mark(storage, 'wallsTutorial', true);
    expect(JSON.parse(storage.text()!)).toEqual({
      initialTutorialType: false,
      layoutsTutorial: true,
      wallsTutorial: true,
      islandWallTutorial: false,
      measurementTutorial: false,
      renderTutorial: false,
    });
    tutorialProgressStorage.mark(storage, 'layoutsTutorial', false);
    expect(tutorialProgressStorage.read(storage)).toMatchObject({
      layoutsTutorial: false,
      wallsTutorial: true,
    });
  });

  it('answers the marked progress even when the browser refuses to store it', () => {
    const refusing: ProgressStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota exceeded', 'QuotaExceededError');
      },
    };
    expect(tutorialProgressStorage.mark(refusing, 'wallsTutorial', true).wallsTutorial).toBe(true);
  });
});
