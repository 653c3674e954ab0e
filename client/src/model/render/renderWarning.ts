/** The Warning popup's texts (spec 001 section 8), word for word. */
export const NO_LIGHTS_WARNING =
  'It looks like you did not place any lights which will make the render seem very dark.';
export const FIRST_RENDER_WARNING =
  'This is your first time initiating a render. Would you like to see the tutorial for the render?';

/** What the editor knows when Render is clicked. */
export interface RenderWarningCase {
  readonly lightCount: number;
  readonly tutorialMode: boolean;
  /** Whether the render tutorial is completed (or was declined) in this browser. */
  readonly renderTutorialCompleted: boolean;
}

/**
 * The Warning popup's paragraphs for a render (spec 001 section 4: on the first render in tutorial
 * mode, or when there are no lights); none means the render starts at once.
 */
export function renderWarnings(situation: RenderWarningCase): string[] {
  const warnings: string[] = [];
  if (situation.lightCount === 0) warnings.push(NO_LIGHTS_WARNING);
  if (situation.tutorialMode && !situation.renderTutorialCompleted) warnings.push(FIRST_RENDER_WARNING);
  return warnings;
}
