import type { EditorObservation } from './EditorObservation';
import type { TutorialStep } from './tutorialSteps';

/** Where a reader is in a step tutorial. */
export interface TutorialRun {
  readonly step: number;
  /** Latched: once the editor has shown the step's action, Continue stays offered. */
  readonly actionDone: boolean;
  /** The editor as it was when the step began, for actions counted from there ("a wall placed"). */
  readonly atStart: EditorObservation;
}

export function startTutorialRun(steps: readonly TutorialStep[], now: EditorObservation): TutorialRun {
  return stepRun(steps, 0, now);
}

/** The run after the editor changed: the current step's action may now be done. */
export function observeTutorialRun(
  steps: readonly TutorialStep[],
  run: TutorialRun,
  now: EditorObservation,
): TutorialRun {
  if (run.actionDone) return run;
  const done = steps[run.step]?.done?.(now, run.atStart) ?? true;
  return done ? { ...run, actionDone: true } : run;
}

/** Continue: the next step, only once this one's action is done; the last step stays where it is. */
export function continueTutorialRun(
  steps: readonly TutorialStep[],
  run: TutorialRun,
  now: EditorObservation,
): TutorialRun {
  if (!run.actionDone || run.step >= steps.length - 1) return run;
  return stepRun(steps, run.step + 1, now);
}

function stepRun(steps: readonly TutorialStep[], step: number, now: EditorObservation): TutorialRun {
  return observeTutorialRun(steps, { step, actionDone: false, atStart: now }, now);
}
