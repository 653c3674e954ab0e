import type { EditorObservation, ObservedLight } from './EditorObservation';

export interface TutorialStep {
  readonly title: string;
  readonly text: string;
  /**
   * Whether the editor shows the step's action done, compared with how it was when the step
   * began; a step without one lets the reader continue at once.
   */
  readonly done?: (now: EditorObservation, atStart: EditorObservation) => boolean;
}

export type StepTutorialId =
  'gettingStarted' | 'layouts' | 'walls' | 'islandWalls' | 'measurements' | 'render';

/**
 * Spec 002 §4: "a light is edited (intensity not 1 or height not 0)". Our lights hang below the
 * ceiling when placed rather than at height 0, so a height counts as edited when it differs from
 * the height that light had when the step began.
 */
function lightEdited(now: readonly ObservedLight[], atStart: readonly ObservedLight[]): boolean {
  return now.some((light) => {
    const before = atStart.find((earlier) => earlier.id === light.id);
    return light.intensity !== 1 || (before !== undefined && before.height !== light.height);
  });
}

/** The steps of each tutorial whose popup walks through steps (spec 002 section 4). */
export const TUTORIAL_STEPS: Readonly<Record<StepTutorialId, readonly TutorialStep[]>> = {
  gettingStarted: [
    {
      title: 'The toolbar',
      text: 'Switch between the 2D top view and the 3D view, draw walls with Solid Wall, undo and redo your own changes, and open the Tools menu and General Settings (⚙).',
    },
    {
      title: 'The side panel',
      text: 'The side panel holds the Island Wall tool, the panel of whatever you select, Kitchen layouts, Share, Comments and the catalogue of cabinets, appliances, furniture and decorations.',
    },
    {
      title: 'Placing items',
      text: 'Click a catalogue tile to place it in the middle of the room, or drag it onto the design. Items snap to walls and clear of their neighbours.',
    },
    {
      title: 'Saving',
      text: 'Every change is saved as you make it: the toolbar shows Saving…, Saved or Offline. Ctrl+S names the current version Saved in the history.',
    },
  ],
  layouts: [
    {
      title: 'Kitchen layouts',
      text: 'The Kitchen layouts section in the side panel starts a new design from a ready layout: Single, Gallery, L Shape, U Shape or Island.',
    },
    {
      title: 'Choose a layout',
      text: 'Open a layout to see its form: the Main wall and the other walls it has, each with a Length and a Height in your unit.',
    },
    {
      title: 'Side',
      text: 'An L Shape or an Island layout takes a side: Left or Right, where its side wall stands.',
    },
    {
      title: 'Confirm',
      text: 'Confirm builds the layout as a new design with its walls and starting cabinets; Discard closes the form. Your open design is kept.',
    },
  ],
  walls: [
    {
      title: 'Start drawing',
      text: 'Press Solid Wall in the toolbar to start drawing walls in the top view.',
      done: (now) => now.tool === 'wall',
    },
    {
      title: 'Place a wall',
      text: 'Click where the wall starts, then click where it ends. The next wall continues from there.',
      done: (now, atStart) => now.wallCount > atStart.wallCount,
    },
    {
      title: 'Disconnect',
      text: 'Press Enter to disconnect: your next click starts a new wall instead of continuing this one.',
      done: (now) => now.tool === 'wall' && now.drawStep === 'start',
    },
    {
      title: 'Stop drawing',
      text: 'Press Enter again, or Esc, to stop drawing walls.',
      done: (now) => now.tool !== 'wall',
    },
  ],
  islandWalls: [
    {
      title: 'Start an island wall',
      text: 'Press Island Wall in the side panel. An island wall is invisible and carries island cabinets.',
      done: (now) => now.tool === 'islandWall',
    },
    {
      title: 'Place an island wall',
      text: 'Click where the island wall starts, then click where it ends.',
      done: (now, atStart) => now.islandWallCount > atStart.islandWallCount,
    },
    {
      title: 'Stop drawing',
      text: 'Press Esc to stop drawing island walls.',
      done: (now) => now.tool !== 'islandWall',
    },
  ],
  measurements: [
    {
      title: 'Start measuring',
      text: 'Open the Tools menu (Ctrl+Alt+T) and choose Measure. Measuring happens in the top view.',
      done: (now) => now.tool === 'measure',
    },
    {
      title: 'Measure',
      text: 'Click where the measurement starts, then where it ends. Points snap to wall ends and faces, cabinet corners and the sides of doors and windows; the length shows in your unit.',
      done: (now, atStart) => now.measurementCount > atStart.measurementCount,
    },
    {
      title: 'Move or delete',
      text: 'Drag a measurement to move it, or select it and press Delete. The Measurements item of the Tools menu shows or hides them all.',
    },
    {
      title: 'Stop measuring',
      text: 'Press Esc, or choose Measure again, to stop measuring. This tutorial closes with it.',
    },
  ],
  render: [
    {
      title: 'The Lights tool',
      text: 'A render is only as good as its light. Open the Tools menu (Ctrl+Alt+T) and choose Lights.',
      done: (now) => now.tool === 'lights',
    },
    {
      title: 'Place lights',
      text: 'Click in the design wherever a ceiling light should hang: over the worktops, the sink and the island.',
      done: (now, atStart) => now.lights.length > atStart.lights.length,
    },
    {
      title: 'Stop placing',
      text: 'Press Esc, or choose Lights again in the Tools menu, to stop placing lights.',
      done: (now) => now.lights.length > 0 && now.tool !== 'lights',
    },
    {
      title: 'Adjust a light',
      text: 'Select a light and change its Intensity or its Height in the side panel.',
      done: (now, atStart) => lightEdited(now.lights, atStart.lights),
    },
    {
      title: 'The 3D view',
      text: 'Renders are taken from the 3D view: press 3D in the toolbar.',
      done: (now) => now.view === 'perspective',
    },
    {
      title: 'Frame the shot',
      text: 'Drag to turn around the kitchen, right-drag to move, and scroll to come closer, until the view shows what your customer should see.',
    },
    {
      title: 'Render',
      text: 'Press Render in the toolbar. The picture is made from this view with your lights; the preview then lets you print or download it.',
      done: (now, atStart) => now.rendersMade > atStart.rendersMade,
    },
  ],
};
