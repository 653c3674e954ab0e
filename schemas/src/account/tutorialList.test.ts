import { describe, expect, it } from 'vitest';
import { TUTORIAL_LIST, visibleTutorials } from './tutorialList';

describe('tutorial list', () => {
  it('lists the seven tutorials of the Tutorials panel in order', () => {
    expect(TUTORIAL_LIST.map((entry) => entry.title)).toEqual([
      'Getting Started',
      'Layouts',
      'Walls',
      'Island Walls',
      'Measurements',
      'Render',
      'Shortcuts',
    ]);
    expect(visibleTutorials(false)).toHaveLength(7);
  });

  it('hides Render and Shortcuts on a client domain', () => {
    expect(visibleTutorials(true).map((entry) => entry.title)).toEqual([
      'Getting Started',
      'Layouts',
      'Walls',
      'Island Walls',
      'Measurements',
    ]);
  });
});
