import { describe, expect, it } from 'vitest';
import type { EditorObservation } from './EditorObservation';
import { continueTutorialRun, observeTutorialRun, startTutorialRun, type TutorialRun } from './TutorialRun';
import { TUTORIAL_STEPS } from './tutorialSteps';

const idle: EditorObservation = {
  tool: 'select',
  drawStep: 'start',
  view: 'top',
  wallCount: 0,
  islandWallCount: 0,
  measurementCount: 0,
  lights: [],
  rendersMade: 0,
};
const walls = TUTORIAL_STEPS.walls;
const island = TUTORIAL_STEPS.islandWalls;

function see(run: TutorialRun, now: EditorObservation, steps = walls) {
  return observeTutorialRun(steps, run, now);
}

describe('walls tutorial', () => {
  it('offers Continue on step 0 only once Solid Wall drawing has started', () => {
    const run = startTutorialRun(walls, idle);
    expect(run).toMatchObject({ step: 0, actionDone: false });
    expect(continueTutorialRun(walls, run, idle)).toBe(run);
    expect(see(run, { ...idle, tool: 'islandWall' }).actionDone).toBe(false);
    expect(see(run, { ...idle, tool: 'wall' }).actionDone).toBe(true);
  });

  it('counts a placed wall from the step start, so walls drawn before do not count', () => {
    const drawing: EditorObservation = { ...idle, tool: 'wall', wallCount: 2 };
    let run = see(startTutorialRun(walls, idle), drawing);
    run = continueTutorialRun(walls, run, drawing);
    expect(run).toMatchObject({ step: 1, actionDone: false });
    expect(see(run, { ...drawing, drawStep: 'end' }).actionDone).toBe(false);
    expect(see(run, { ...drawing, drawStep: 'end', wallCount: 3 }).actionDone).toBe(true);
  });

  it('step 2 waits for Enter to disconnect and step 3 for drawing to end', () => {
    const placed: EditorObservation = { ...idle, tool: 'wall', drawStep: 'end', wallCount: 1 };
    let run: TutorialRun = { step: 2, actionDone: false, atStart: placed };
    run = see(run, placed);
    expect(run.actionDone).toBe(false);
    const disconnected = { ...placed, drawStep: 'start' } as const;
    run = see(run, disconnected);
    expect(run.actionDone).toBe(true);
    run = continueTutorialRun(walls, run, disconnected);
    expect(run).toMatchObject({ step: 3, actionDone: false });
    expect(see(run, { ...disconnected, tool: 'select' }).actionDone).toBe(true);
  });

  it('keeps Continue offered once the action was seen, even if the editor changes back', () => {
    const run = see(startTutorialRun(walls, idle), { ...idle, tool: 'wall' });
    expect(see(run, idle).actionDone).toBe(true);
  });

  it('stays on the last step when Continue is pressed there', () => {
    const last: TutorialRun = { step: 3, actionDone: true, atStart: idle };
    expect(continueTutorialRun(walls, last, idle)).toBe(last);
  });
});

describe('island walls tutorial', () => {
  it('has steps 0 to 2: Island Wall started, an island wall placed, drawing ended', () => {
    expect(island).toHaveLength(3);
    let run = startTutorialRun(island, idle);
    expect(see(run, { ...idle, tool: 'wall' }, island).actionDone).toBe(false);
    const drawing: EditorObservation = { ...idle, tool: 'islandWall' };
    run = continueTutorialRun(island, see(run, drawing, island), drawing);
    expect(see(run, { ...drawing, wallCount: 1 }, island).actionDone).toBe(false);
    const placed = { ...drawing, islandWallCount: 1 };
    run = continueTutorialRun(island, see(run, placed, island), placed);
    expect(run).toMatchObject({ step: 2, actionDone: false });
    expect(see(run, idle, island).actionDone).toBe(true);
  });
});

describe('render tutorial', () => {
  const render = TUTORIAL_STEPS.render;
  /** Walks one step: not done on `before`, done on `after`, then Continue to the next step. */
  function walk(run: TutorialRun, before: EditorObservation, after: EditorObservation): TutorialRun {
    expect(see(run, before, render).actionDone).toBe(false);
    const done = see(run, after, render);
    expect(done.actionDone).toBe(true);
    return continueTutorialRun(render, done, after);
  }

  it('has 7 steps that advance only when the lights tool is on, a light placed, the tool off, a light edited, 3D shown and a render made', () => {
    expect(render).toHaveLength(7);
    const lightsOn: EditorObservation = { ...idle, tool: 'lights' };
    let run = walk(startTutorialRun(render, idle), { ...idle, tool: 'measure' }, lightsOn);
    const placed: EditorObservation = {
      ...lightsOn,
      lights: [{ id: 'pointLight_a', intensity: 1, height: 2.2 }],
    };
    run = walk(run, lightsOn, placed);
    const toolOff: EditorObservation = { ...placed, tool: 'select' };
    run = walk(run, placed, toolOff);
    const edited: EditorObservation = {
      ...toolOff,
      lights: [{ id: 'pointLight_a', intensity: 1, height: 2.0 }],
    };
    run = walk(run, toolOff, edited);
    const shown: EditorObservation = { ...edited, view: 'perspective' };
    run = walk(run, edited, shown);
    expect(run).toMatchObject({ step: 5, actionDone: true });
    run = continueTutorialRun(render, run, shown);
    expect(see(run, shown, render).actionDone).toBe(false);
    expect(see(run, { ...shown, rendersMade: 1 }, render).actionDone).toBe(true);
  });

  it('does not count placing lights with the tool off, or a tool off with no light placed', () => {
    const run = continueTutorialRun(
      render,
      see(startTutorialRun(render, idle), { ...idle, tool: 'lights' }, render),
      {
        ...idle,
        tool: 'lights',
      },
    );
    expect(run.step).toBe(1);
    const offWithoutLights: TutorialRun = { step: 2, actionDone: false, atStart: idle };
    expect(see(offWithoutLights, idle, render).actionDone).toBe(false);
  });

  it('counts an intensity other than 1 as an edit even on a light placed during the step', () => {
    const toolOff: EditorObservation = { ...idle, lights: [] };
    const run: TutorialRun = { step: 3, actionDone: false, atStart: toolOff };
    expect(
      see(run, { ...idle, lights: [{ id: 'pointLight_b', intensity: 1, height: 2.2 }] }, render).actionDone,
    ).toBe(false);
    expect(
      see(run, { ...idle, lights: [{ id: 'pointLight_b', intensity: 1.5, height: 2.2 }] }, render).actionDone,
    ).toBe(true);
  });
});

describe('tours without actions', () => {
  it('offer Continue at once on every Getting Started and Layouts step', () => {
    for (const steps of [TUTORIAL_STEPS.gettingStarted, TUTORIAL_STEPS.layouts]) {
      let run = startTutorialRun(steps, idle);
      for (let step = 0; step < steps.length; step += 1) {
        expect(run).toMatchObject({ step, actionDone: true });
        run = continueTutorialRun(steps, run, idle);
      }
    }
  });
});
