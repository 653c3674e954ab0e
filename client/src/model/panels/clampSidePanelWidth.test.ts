import { describe, expect, it } from 'vitest';
import {
  SIDE_PANEL_DEFAULT_WIDTH,
  SIDE_PANEL_MAX_WIDTH,
  SIDE_PANEL_MIN_WIDTH,
  SIDE_PANEL_PADDING,
  clampSidePanelWidth,
} from './clampSidePanelWidth';

describe('clampSidePanelWidth', () => {
  it('keeps the content width between 120 and 300 px, as spec 000 limits it', () => {
    expect([SIDE_PANEL_MIN_WIDTH, SIDE_PANEL_MAX_WIDTH]).toEqual([120, 300]);
    expect(clampSidePanelWidth(50)).toBe(120);
    expect(clampSidePanelWidth(-400)).toBe(120);
    expect(clampSidePanelWidth(301)).toBe(300);
    expect(clampSidePanelWidth(5000)).toBe(300);
    expect(clampSidePanelWidth(200)).toBe(200);
  });

  it('rounds to whole pixels', () => {
    expect(clampSidePanelWidth(200.4)).toBe(200);
    expect(clampSidePanelWidth(200.6)).toBe(201);
  });

  it('falls back to the default for a width that is no finite number', () => {
    expect(clampSidePanelWidth(Number.NaN)).toBe(SIDE_PANEL_DEFAULT_WIDTH);
    expect(clampSidePanelWidth(Infinity)).toBe(SIDE_PANEL_DEFAULT_WIDTH);
  });

  it('starts at the 180 px the panel had before, padding included', () => {
    expect(SIDE_PANEL_DEFAULT_WIDTH + 2 * SIDE_PANEL_PADDING).toBe(180);
    expect(clampSidePanelWidth(SIDE_PANEL_DEFAULT_WIDTH)).toBe(SIDE_PANEL_DEFAULT_WIDTH);
  });
});
