import type { PointerEvent as ReactPointerEvent } from 'react';
import type { CatalogueDragItem } from '../../model/catalogue/catalogueDrop';
import { useCatalogueDrag, type ClientPoint } from '../../session/useCatalogueDrag';

/** A press that travels less than this many pixels is a click on the tile, not a drag. */
const DRAG_THRESHOLD_PX = 4;
/** On the body while a tile is dragged: the copy cursor everywhere, and no text selection. */
const DRAGGING_CLASS = 'catalogue-dragging';

/** The click a browser sends after a drag that ends where it began must not place a second copy. */
function swallowNextClick(): void {
  const swallow = (event: MouseEvent) => {
    event.stopPropagation();
    event.preventDefault();
  };
  window.addEventListener('click', swallow, { capture: true, once: true });
  // The click, when there is one, comes in the same task as the release.
  setTimeout(() => window.removeEventListener('click', swallow, { capture: true }), 0);
}

/**
 * Begins watching a press on a catalogue tile: once the pointer travels a few pixels it becomes a
 * drag of `itemOf()` (asked then, so it reflects the panel's state at that moment); letting go
 * releases it wherever the pointer is, and Esc or a cancelled pointer ends it with nothing dropped.
 * Pointer events rather than HTML5 drag and drop, which gives no pointer position while dragging
 * and behaves differently from browser to browser.
 */
export function startCatalogueDrag(
  event: ReactPointerEvent<HTMLElement>,
  itemOf: () => CatalogueDragItem,
): void {
  if (!event.isPrimary || event.button !== 0) return;
  const { pointerId } = event;
  const start: ClientPoint = { x: event.clientX, y: event.clientY };
  let dragging = false;

  const stop = () => {
    window.removeEventListener('pointermove', onMove);
    window.removeEventListener('pointerup', onUp);
    window.removeEventListener('pointercancel', onCancel);
    window.removeEventListener('keydown', onKey);
    document.body.classList.remove(DRAGGING_CLASS);
  };
  const onMove = (move: PointerEvent) => {
    if (move.pointerId !== pointerId) return;
    const point = { x: move.clientX, y: move.clientY };
    if (dragging) {
      useCatalogueDrag.getState().move(point);
      return;
    }
    if (Math.hypot(point.x - start.x, point.y - start.y) < DRAG_THRESHOLD_PX) return;
    dragging = true;
    document.body.classList.add(DRAGGING_CLASS);
    window.getSelection()?.removeAllRanges();
    useCatalogueDrag.getState().begin(itemOf(), point);
  };
  const onUp = (up: PointerEvent) => {
    if (up.pointerId !== pointerId) return;
    stop();
    if (!dragging) return;
    swallowNextClick();
    useCatalogueDrag.getState().release({ x: up.clientX, y: up.clientY });
  };
  const onCancel = (cancel: PointerEvent) => {
    if (cancel.pointerId !== pointerId) return;
    stop();
    if (dragging) useCatalogueDrag.getState().end();
  };
  const onKey = (key: KeyboardEvent) => {
    if (key.key !== 'Escape') return;
    stop();
    if (dragging) useCatalogueDrag.getState().end();
  };
  window.addEventListener('pointermove', onMove);
  window.addEventListener('pointerup', onUp);
  window.addEventListener('pointercancel', onCancel);
  window.addEventListener('keydown', onKey);
}
