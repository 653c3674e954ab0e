import { describe, expect, it } from 'vitest';
import { TutorialFlagsSchema, TutorialProgressSchema, readTutorialProgress } from './tutorialProgress';

const nothingDone = {
  initialTutorialType: false,
  layoutsTutorial: false,
  wallsTutorial: false,
  islandWallTutorial: false,
  measurementTutorial: false,
  renderTutorial: false,
};

describe('tutorial progress', () => {
  it('starts with no tutorial completed', () => {
    expect(TutorialProgressSchema.parse({})).toEqual(nothingDone);
    expect(TutorialFlagsSchema.parse({})).toEqual({ renderTutorial: false, layoutsTutorial: false });
  });

  it('reads missing or unreadable storage as nothing completed', () => {
    expect(readTutorialProgress(null)).toEqual(nothingDone);
    expect(readTutorialProgress('{not json')).toEqual(nothingDone);
    expect(readTutorialProgress('"walls"')).toEqual(nothingDone);
  });

  it('keeps the completed tutorials when one stored value is not a boolean', () => {
    const progress = readTutorialProgress(JSON.stringify({ wallsTutorial: true, renderTutorial: 'yes' }));
    expect(progress).toMatchObject({ wallsTutorial: true, renderTutorial: false });
  });
});
