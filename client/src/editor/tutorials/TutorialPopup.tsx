import { TUTORIAL_LIST } from '@kitchensync/schemas';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { EditorObservation } from '../../model/tutorials/EditorObservation';
import { continueTutorialRun, observeTutorialRun, startTutorialRun } from '../../model/tutorials/TutorialRun';
import { tutorialClosesOn } from '../../model/tutorials/tutorialClosesOn';
import { TUTORIAL_STEPS, type StepTutorialId } from '../../model/tutorials/tutorialSteps';
import { EDITOR_SHORTCUTS, type ShortcutId } from '../shortcuts/editorShortcuts';
import { useTutorials } from './useTutorials';
import './tutorials.css';

const LISTED_SHORTCUTS = Object.keys(EDITOR_SHORTCUTS) as ShortcutId[];

export interface TutorialPopupProps {
  /** The editor as it is now; step tutorials advance only on what it shows. */
  observation: EditorObservation;
}

/**
 * The open tutorial's popup, beside the design rather than over it (not modal), since its steps
 * wait for actions in the editor. Closing it marks the tutorial completed.
 */
export function TutorialPopup({ observation }: TutorialPopupProps) {
  const open = useTutorials((state) => state.openTutorial);
  if (open === null) return null;
  if (open === 'shortcuts') {
    return (
      <TutorialCard title="Shortcuts">
        <ul className="tutorial-shortcuts">
          {LISTED_SHORTCUTS.map((id) => (
            <li key={id}>
              {EDITOR_SHORTCUTS[id].description} <kbd>{EDITOR_SHORTCUTS[id].keys.join(' or ')}</kbd>
            </li>
          ))}
        </ul>
      </TutorialCard>
    );
  }
  // Keyed, so starting another tutorial starts its steps afresh.
  return <StepTutorial key={open} id={open} observation={observation} />;
}

function StepTutorial({ id, observation }: { id: StepTutorialId; observation: EditorObservation }) {
  const steps = TUTORIAL_STEPS[id];
  const [run, setRun] = useState(() => startTutorialRun(steps, observation));
  const [showAll, setShowAll] = useState(false);
  const before = useRef(observation);
  useEffect(() => {
    if (tutorialClosesOn(id, before.current, observation)) useTutorials.getState().close();
    before.current = observation;
  }, [id, observation]);
  // Adjusted while rendering, as React advises for state following a prop: the latched step's
  // action is seen on the very render that shows it.
  const observed = observeTutorialRun(steps, run, observation);
  if (observed !== run) setRun(observed);

  const title = TUTORIAL_LIST.find((entry) => entry.id === id)?.title ?? '';
  const last = run.step === steps.length - 1;
  const shown = showAll
    ? steps.map((step, index) => ({ step, index }))
    : [{ step: steps[run.step]!, index: run.step }];
  return (
    <TutorialCard title={title}>
      <label className="tutorial-show-all">
        <input type="checkbox" checked={showAll} onChange={(event) => setShowAll(event.target.checked)} />
        Show all steps
      </label>
      <ol className="tutorial-steps" start={shown[0]!.index + 1}>
        {shown.map(({ step, index }) => (
          <li key={index} aria-current={index === run.step ? 'step' : undefined}>
            <strong>{step.title}</strong>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
      <p className="tutorial-progress" aria-live="polite">
        Step {run.step + 1} of {steps.length}
        {!run.actionDone && ' (waiting for you)'}
      </p>
      {run.actionDone && !last && (
        <button type="button" onClick={() => setRun(continueTutorialRun(steps, run, observation))}>
          Continue
        </button>
      )}
      {run.actionDone && last && (
        <button type="button" onClick={() => useTutorials.getState().close()}>
          Finish
        </button>
      )}
    </TutorialCard>
  );
}

function TutorialCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="tutorial-popup" role="dialog" aria-label={`${title} tutorial`}>
      <header>
        <h2>{title}</h2>
        <button
          type="button"
          className="tutorial-close"
          aria-label="Close tutorial"
          onClick={() => useTutorials.getState().close()}
        >
          ×
        </button>
      </header>
      {children}
    </section>
  );
}
