import type { TutorialListEntry } from '@kitchensync/schemas';
import type { EditorObservation } from './EditorObservation';

/**
 * Whether the open tutorial closes (and so counts as completed) because of what the editor just
 * did: the measurement tutorial closes when the measure state turns off (spec 002 section 4).
 */
export function tutorialClosesOn(
  tutorial: TutorialListEntry['id'],
  before: EditorObservation,
  now: EditorObservation,
): boolean {
  return tutorial === 'measurements' && before.tool === 'measure' && now.tool !== 'measure';
}
