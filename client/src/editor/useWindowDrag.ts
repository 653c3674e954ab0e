import { useEffect, useMemo, useRef } from 'react';

export interface WindowDrag {
  /** Follows the pointer on the window until `stop`; a new drag ends the one before. */
  follow(onMove: (event: PointerEvent) => void, onEnd: (event: PointerEvent) => void): void;
  stop(): void;
}

/**
 * A drag that starts on a DOM label in the scene (a note, a measurement) and is followed on the
 * window, capturing: the label keeps its own pointer events from reaching the canvas, and so from
 * the window too. Unmounting stops it.
 */
export function useWindowDrag(): WindowDrag {
  const stopListening = useRef<(() => void) | null>(null);
  useEffect(() => () => stopListening.current?.(), []);
  return useMemo(
    () => ({
      follow(onMove, onEnd) {
        stopListening.current?.();
        window.addEventListener('pointermove', onMove, true);
        window.addEventListener('pointerup', onEnd, true);
        window.addEventListener('pointercancel', onEnd, true);
        stopListening.current = () => {
          window.removeEventListener('pointermove', onMove, true);
          window.removeEventListener('pointerup', onEnd, true);
          window.removeEventListener('pointercancel', onEnd, true);
          stopListening.current = null;
        };
      },
      stop() {
        stopListening.current?.();
      },
    }),
    [],
  );
}
