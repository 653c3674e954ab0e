/** The parts of a key press a shortcut is matched against (a KeyboardEvent has them all). */
export interface KeyPress {
  key: string;
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * Whether a key press is the shortcut written as the spec writes it ("Ctrl+Shift+Z", "Ctrl+Alt+N",
 * "Delete"). Ctrl is Ctrl or ⌘, so the shortcuts work on a Mac too. Every modifier must be exactly as
 * written: Ctrl+Z is not Ctrl+Shift+Z. A letter matches by the key it types, or by its physical key
 * when Alt or another layout turns the key into another character (Alt+N types "ñ" on a Mac).
 */
export function matchesShortcut(press: KeyPress, shortcut: string): boolean {
  const parts = shortcut.split('+');
  const key = parts.pop();
  if (key === undefined || key === '') throw new Error(`No key in the shortcut "${shortcut}"`);
  const modifiers = new Set(parts.map((part) => part.toLowerCase()));
  for (const modifier of modifiers) {
    if (!['ctrl', 'shift', 'alt'].includes(modifier)) {
      throw new Error(`Unknown modifier "${modifier}" in the shortcut "${shortcut}"`);
    }
  }
  if ((press.ctrlKey || press.metaKey) !== modifiers.has('ctrl')) return false;
  if (press.shiftKey !== modifiers.has('shift')) return false;
  if (press.altKey !== modifiers.has('alt')) return false;
  if (press.key.toLowerCase() === key.toLowerCase()) return true;
  const isLetter = /^[a-z]$/i.test(key);
  const typedLatinLetter = /^[a-z]$/i.test(press.key);
  return isLetter && !typedLatinLetter && press.code === `Key${key.toUpperCase()}`;
}
