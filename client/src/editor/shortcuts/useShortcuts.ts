import { useEffect, useRef } from 'react';
import type { ShortcutId } from './editorShortcuts';
import { isTypingTarget, type MaybeEditable } from './isTypingTarget';
import { shortcutFor } from './shortcutFor';

/**
 * A numeric field the person has not typed in marks itself `data-untouched`: there Ctrl+Z has no
 * typing to undo, so undo and redo reach the design.
 */
function passesToDesign(id: ShortcutId | null, target: EventTarget | null): boolean {
  return (
    (id === 'undo' || id === 'redo') && target instanceof HTMLElement && target.dataset.untouched === 'true'
  );
}

export type ShortcutActions = Partial<Record<ShortcutId, () => void>>;

/**
 * Binds editor actions to their shortcuts for as long as the calling component is shown. Each part
 * of the editor binds its own (the toolbar undo, a panel its menu); a bound key press is taken from
 * the browser (Ctrl+S does not save the web page), except while the person types in a field.
 */
export function useShortcuts(actions: ShortcutActions): void {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const bound = (Object.keys(latest.current) as ShortcutId[]).filter(
        (id) => latest.current[id] !== undefined,
      );
      const id = shortcutFor(event, bound);
      if (isTypingTarget(event.target as MaybeEditable | null) && !passesToDesign(id, event.target)) return;
      const action = id === null ? undefined : latest.current[id];
      if (action === undefined) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
