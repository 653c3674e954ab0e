import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The window's width in CSS pixels, kept current as the window is resized. */
export function useScreenWidth(): number {
  return useSyncExternalStore(subscribe, () => window.innerWidth);
}
