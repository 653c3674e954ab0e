import { describe, expect, it } from 'vitest';
import { EDITOR_SHORTCUTS, type ShortcutId } from './editorShortcuts';
import type { KeyPress } from './matchesShortcut';
import { shortcutFor } from './shortcutFor';

const ALL = Object.keys(EDITOR_SHORTCUTS) as ShortcutId[];

function ctrl(key: string, modifiers: Partial<KeyPress> = {}): KeyPress {
  return {
    key,
    code: `Key${key.toUpperCase()}`,
    ctrlKey: true,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    ...modifiers,
  };
}

describe('shortcutFor', () => {
  it('tells undo from redo, which is both Ctrl+Shift+Z and Ctrl+Y', () => {
    expect(shortcutFor(ctrl('z'), ALL)).toBe('undo');
    expect(shortcutFor(ctrl('Z', { shiftKey: true }), ALL)).toBe('redo');
    expect(shortcutFor(ctrl('y'), ALL)).toBe('redo');
  });

  it('knows the spec’s shortcuts', () => {
    expect(shortcutFor(ctrl('m'), ALL)).toBe('cabinetsMenu');
    expect(shortcutFor(ctrl('n', { altKey: true }), ALL)).toBe('newNote');
    expect(shortcutFor(ctrl('s'), ALL)).toBe('save');
    expect(shortcutFor(ctrl('k'), ALL)).toBe('selectTool');
    expect(shortcutFor(ctrl('t', { altKey: true }), ALL)).toBe('toolsPanel');
    expect(shortcutFor(ctrl('F', { shiftKey: true }), ALL)).toBe('favoritesTool');
    expect(shortcutFor({ ...ctrl('Delete', { ctrlKey: false }), code: 'Delete' }, ALL)).toBe(
      'deleteSelection',
    );
  });

  it('answers only among the shortcuts asked about, so an unbound one passes to the browser', () => {
    expect(shortcutFor(ctrl('s'), ['undo', 'redo'])).toBeNull();
    expect(shortcutFor(ctrl('n'), ALL)).toBeNull();
  });

  it('gives no two shortcuts the same keys', () => {
    const keys = ALL.flatMap((id) => EDITOR_SHORTCUTS[id].keys.map((k) => k.toLowerCase()));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
