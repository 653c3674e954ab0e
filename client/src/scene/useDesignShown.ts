import { useEffect, useState } from 'react';

/** How long the view waits for the design before drawing without it (an empty room offline). */
export const DESIGN_WAIT_MS = 3_000;

/**
 * Whether the design view draws yet: once the design has arrived (from the server, `opened`, or the
 * offline copy, `hasContent`), or after `waitMs` without it. Until then the view draws
 * nothing: in a software renderer every frame of an empty room held the page's main thread while it
 * was drawn and read back, right when the design's document and the editor needed it (issue 14's
 * first frame). Once shown it stays shown.
 */
export function useDesignShown(opened: boolean, hasContent: boolean, waitMs = DESIGN_WAIT_MS): boolean {
  const arrived = opened || hasContent;
  const [shown, setShown] = useState(arrived);
  if (arrived && !shown) setShown(true);
  useEffect(() => {
    if (shown) return;
    const timer = setTimeout(() => setShown(true), waitMs);
    return () => clearTimeout(timer);
  }, [shown, waitMs]);
  return shown || arrived;
}
