import { useEffect, useState } from 'react';

type CopyState = 'idle' | 'saving' | 'copied';

/** The spec's copied feedback lasts 3 s before the button returns to idle (spec 000 section 9). */
const COPIED_FEEDBACK_MS = 3000;

const LABELS: Record<CopyState, string> = { idle: 'Copy link', saving: 'Copying…', copied: 'Copied' };

/** Spec 000 section 4: idle, then saving, then copied, and idle again after 3 s. */
export function CopyLinkButton({ link }: { link: string }) {
  const [state, setState] = useState<CopyState>('idle');
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = window.setTimeout(() => setState('idle'), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    setState('saving');
    setFailed(false);
    try {
      await navigator.clipboard.writeText(link);
      setState('copied');
    } catch {
      // Browsers refuse the clipboard without permission; the link stays selectable beside it.
      setFailed(true);
      setState('idle');
    }
  };

  return (
    <>
      <button type="button" onClick={() => void copy()} disabled={state !== 'idle'}>
        {LABELS[state]}
      </button>
      {failed && (
        <p className="error" role="alert">
          The link could not be copied. Select it and copy it yourself.
        </p>
      )}
    </>
  );
}
