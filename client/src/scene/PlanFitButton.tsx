import { usePlanFitRequests } from '../session/usePlanFitRequests';

const LABEL = 'Fit the plan to the design';

/** In the plan's corner: shows the whole design again after zooming and panning. */
export function PlanFitButton() {
  return (
    <button
      type="button"
      className="plan-fit-button"
      aria-label={LABEL}
      title={LABEL}
      onClick={() => usePlanFitRequests.getState().requestFit()}
    >
      Fit
    </button>
  );
}
