/** How long to look again when the page was idle but a pointer was held down (a drag). */
const HELD_POINTER_RETRY_MS = 250;

const heldPointers = new Set<number>();
let watching = false;

function watchPointers(target: EventTarget): void {
  if (watching) return;
  watching = true;
  const press = (event: Event) => heldPointers.add((event as PointerEvent).pointerId);
  const release = (event: Event) => heldPointers.delete((event as PointerEvent).pointerId);
  const options = { capture: true, passive: true };
  target.addEventListener('pointerdown', press, options);
  target.addEventListener('pointerup', release, options);
  target.addEventListener('pointercancel', release, options);
}

/**
 * Resolves in a moment the page has nothing else to do (`requestIdleCallback`, no deadline forced)
 * and no pointer is held down: background work that would slow a drag's frames waits for the drop.
 * With `idleMs`, only an idle moment with at least that long before the page's next frame will
 * do, so work of that size waits while the page is busy (animating, say) instead of delaying it.
 * Where the browser has no idle callbacks, a quarter of a second later.
 */
export function idleTurn(target: EventTarget = globalThis, idleMs = 0): Promise<void> {
  watchPointers(target);
  return new Promise((resolve) => {
    const look = (deadline?: IdleDeadline) => {
      if (heldPointers.size > 0) setTimeout(ask, HELD_POINTER_RETRY_MS);
      else if (deadline !== undefined && deadline.timeRemaining() < idleMs) ask();
      else resolve();
    };
    const ask = () => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(look);
      else setTimeout(() => look(), HELD_POINTER_RETRY_MS);
    };
    ask();
  });
}
