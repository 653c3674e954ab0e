import { EDITOR_SHORTCUTS, type ShortcutId } from './editorShortcuts';
import { matchesShortcut, type KeyPress } from './matchesShortcut';

/** Which of the given shortcuts a key press is, if any. */
export function shortcutFor(press: KeyPress, among: Iterable<ShortcutId>): ShortcutId | null {
  for (const id of among) {
    if (EDITOR_SHORTCUTS[id].keys.some((keys) => matchesShortcut(press, keys))) return id;
  }
  return null;
}
