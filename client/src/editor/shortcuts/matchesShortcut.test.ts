import { describe, expect, it } from 'vitest';
import { matchesShortcut, type KeyPress } from './matchesShortcut';

function press(key: string, modifiers: Partial<KeyPress> = {}): KeyPress {
  const code = /^[a-z]$/i.test(key) ? `Key${key.toUpperCase()}` : key;
  return { key, code, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...modifiers };
}

describe('matchesShortcut', () => {
  it('matches Ctrl+Z typed with Ctrl, or with ⌘ on a Mac', () => {
    expect(matchesShortcut(press('z', { ctrlKey: true }), 'Ctrl+Z')).toBe(true);
    expect(matchesShortcut(press('z', { metaKey: true }), 'Ctrl+Z')).toBe(true);
  });

  it('requires every modifier exactly: Ctrl+Shift+Z is not Ctrl+Z, and Z alone is neither', () => {
    const redo = press('Z', { ctrlKey: true, shiftKey: true });
    expect(matchesShortcut(redo, 'Ctrl+Z')).toBe(false);
    expect(matchesShortcut(redo, 'Ctrl+Shift+Z')).toBe(true);
    expect(matchesShortcut(press('z'), 'Ctrl+Z')).toBe(false);
    expect(matchesShortcut(press('n', { ctrlKey: true }), 'Ctrl+Alt+N')).toBe(false);
    expect(matchesShortcut(press('n', { ctrlKey: true, altKey: true, shiftKey: true }), 'Ctrl+Alt+N')).toBe(
      false,
    );
  });

  it('matches a letter by its physical key when Alt turns it into another character', () => {
    expect(
      matchesShortcut({ ...press('ñ', { ctrlKey: true, altKey: true }), code: 'KeyN' }, 'Ctrl+Alt+N'),
    ).toBe(true);
    expect(
      matchesShortcut({ ...press('†', { ctrlKey: true, altKey: true }), code: 'KeyT' }, 'Ctrl+Alt+T'),
    ).toBe(true);
  });

  it('matches a letter on a non-Latin layout by its physical key', () => {
    expect(matchesShortcut({ ...press('я', { ctrlKey: true }), code: 'KeyZ' }, 'Ctrl+Z')).toBe(true);
  });

  it('follows the typed letter over the physical key when the layout types a Latin letter there', () => {
    // On AZERTY the key in QWERTY's Z place types "w": Ctrl+that key is Ctrl+W, not Ctrl+Z.
    expect(matchesShortcut({ ...press('w', { ctrlKey: true }), code: 'KeyZ' }, 'Ctrl+Z')).toBe(false);
    expect(matchesShortcut({ ...press('z', { ctrlKey: true }), code: 'KeyW' }, 'Ctrl+Z')).toBe(true);
  });

  it('matches named keys such as Delete, without modifiers', () => {
    expect(matchesShortcut(press('Delete'), 'Delete')).toBe(true);
    expect(matchesShortcut(press('Backspace'), 'Delete')).toBe(false);
    expect(matchesShortcut(press('Delete', { ctrlKey: true }), 'Delete')).toBe(false);
  });

  it('refuses a shortcut written with an unknown modifier or without a key', () => {
    expect(() => matchesShortcut(press('z'), 'Hyper+Z')).toThrow(/Unknown modifier/);
    expect(() => matchesShortcut(press('z'), 'Ctrl+')).toThrow(/No key/);
  });
});
