import { describe, expect, it } from 'vitest';
import { FIRST_RENDER_WARNING, NO_LIGHTS_WARNING, renderWarnings } from './renderWarning';

describe('renderWarnings', () => {
  it('warns when the design has no lights, with the spec’s words', () => {
    expect(renderWarnings({ lightCount: 0, tutorialMode: false, renderTutorialCompleted: true })).toEqual([
      'It looks like you did not place any lights which will make the render seem very dark.',
    ]);
  });

  it('offers the tutorial on the first render in tutorial mode only', () => {
    expect(renderWarnings({ lightCount: 2, tutorialMode: true, renderTutorialCompleted: false })).toEqual([
      'This is your first time initiating a render. Would you like to see the tutorial for the render?',
    ]);
    expect(renderWarnings({ lightCount: 2, tutorialMode: false, renderTutorialCompleted: false })).toEqual(
      [],
    );
    expect(renderWarnings({ lightCount: 2, tutorialMode: true, renderTutorialCompleted: true })).toEqual([]);
  });

  it('gives both paragraphs when both apply', () => {
    expect(renderWarnings({ lightCount: 0, tutorialMode: true, renderTutorialCompleted: false })).toEqual([
      NO_LIGHTS_WARNING,
      FIRST_RENDER_WARNING,
    ]);
  });
});
