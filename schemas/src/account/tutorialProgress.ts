import { z } from 'zod';

/** The one local-storage key tutorial progress lives under (spec 002 section 3). */
export const TUTORIAL_PROGRESS_STORAGE_KEY = 'tutorialProgress';

// A value someone else's script or an older version left in local storage must not cost the others.
const completed = z.boolean().catch(false);

/**
 * Which tutorials the user has completed, kept only in the browser. Closing a tutorial marks it
 * completed; starting it again from the list marks it not completed.
 */
export const TutorialProgressSchema = z.looseObject({
  initialTutorialType: completed,
  layoutsTutorial: completed,
  wallsTutorial: completed,
  islandWallTutorial: completed,
  measurementTutorial: completed,
  renderTutorial: completed,
});

export type TutorialProgress = z.infer<typeof TutorialProgressSchema>;
export type TutorialProgressKey = keyof typeof TutorialProgressSchema.shape;

/** The two flags the design workspace reads (spec 001 section 3). */
export const TutorialFlagsSchema = TutorialProgressSchema.pick({
  renderTutorial: true,
  layoutsTutorial: true,
});
export type TutorialFlags = z.infer<typeof TutorialFlagsSchema>;

/** Progress from the stored text; missing, unreadable or foreign text reads as nothing completed. */
export function readTutorialProgress(stored: string | null): TutorialProgress {
  const result = TutorialProgressSchema.safeParse(parseStored(stored));
  return result.success ? result.data : TutorialProgressSchema.parse({});
}

function parseStored(stored: string | null): unknown {
  if (stored === null) return {};
  try {
    return JSON.parse(stored);
  } catch {
    return {};
  }
}
