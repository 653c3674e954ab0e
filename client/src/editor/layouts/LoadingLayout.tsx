import './layouts.css';

/** Spec 001 section 2: the spinner shown while a chosen layout loads. */
export const LOADING_LAYOUT_TEXT = 'Loading your Layout';

export function LoadingLayout() {
  return (
    <div className="loading-layout" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{LOADING_LAYOUT_TEXT}</span>
    </div>
  );
}
