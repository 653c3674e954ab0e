import type { TutorialProgressKey } from './tutorialProgress';

export interface TutorialListEntry {
  readonly id:
    'gettingStarted' | 'layouts' | 'walls' | 'islandWalls' | 'measurements' | 'render' | 'shortcuts';
  readonly title: string;
  /** Where its completion is kept; the shortcuts popup has nothing to complete. */
  readonly progressKey: TutorialProgressKey | null;
  /** Client domains hide the render tutorial, whose Lights tools they lack, and the shortcuts one. */
  readonly hiddenOnClientDomain: boolean;
}

/** The Tutorials panel, in order (spec 002 section 2). */
export const TUTORIAL_LIST: readonly TutorialListEntry[] = [
  {
    id: 'gettingStarted',
    title: 'Getting Started',
    progressKey: 'initialTutorialType',
    hiddenOnClientDomain: false,
  },
  { id: 'layouts', title: 'Layouts', progressKey: 'layoutsTutorial', hiddenOnClientDomain: false },
  { id: 'walls', title: 'Walls', progressKey: 'wallsTutorial', hiddenOnClientDomain: false },
  {
    id: 'islandWalls',
    title: 'Island Walls',
    progressKey: 'islandWallTutorial',
    hiddenOnClientDomain: false,
  },
  {
    id: 'measurements',
    title: 'Measurements',
    progressKey: 'measurementTutorial',
    hiddenOnClientDomain: false,
  },
  { id: 'render', title: 'Render', progressKey: 'renderTutorial', hiddenOnClientDomain: true },
  { id: 'shortcuts', title: 'Shortcuts', progressKey: null, hiddenOnClientDomain: true },
];

export function visibleTutorials(clientDomain: boolean): TutorialListEntry[] {
  return TUTORIAL_LIST.filter((entry) => !clientDomain || !entry.hiddenOnClientDomain);
}
