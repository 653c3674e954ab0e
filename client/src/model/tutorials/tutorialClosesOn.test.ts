import { describe, expect, it } from 'vitest';
import type { EditorObservation } from './EditorObservation';
import { tutorialClosesOn } from './tutorialClosesOn';

const editor = (tool: EditorObservation['tool']): EditorObservation => ({
  tool,
  drawStep: 'start',
  view: 'top',
  wallCount: 0,
  islandWallCount: 0,
  measurementCount: 0,
  lights: [],
  rendersMade: 0,
});

describe('tutorialClosesOn', () => {
  it('closes the measurement tutorial when the measure state turns off', () => {
    expect(tutorialClosesOn('measurements', editor('measure'), editor('select'))).toBe(true);
    expect(tutorialClosesOn('measurements', editor('measure'), editor('wall'))).toBe(true);
  });

  it('keeps it open while measuring, and before measuring ever started', () => {
    expect(tutorialClosesOn('measurements', editor('measure'), editor('measure'))).toBe(false);
    expect(tutorialClosesOn('measurements', editor('select'), editor('select'))).toBe(false);
    expect(tutorialClosesOn('measurements', editor('select'), editor('measure'))).toBe(false);
  });

  it('closes no other tutorial when measuring stops', () => {
    expect(tutorialClosesOn('walls', editor('measure'), editor('select'))).toBe(false);
  });
});
