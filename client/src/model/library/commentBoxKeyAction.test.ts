import { describe, expect, it } from 'vitest';
import { commentBoxKeyAction } from './commentBoxKeyAction';

const plain = {
  key: 'Enter',
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  isComposing: false,
};

describe('commentBoxKeyAction', () => {
  it('posts on Enter alone, as a chat box does', () => {
    expect(commentBoxKeyAction(plain)).toBe('post');
  });

  it('inserts a new line on Ctrl+Enter (and Cmd+Enter)', () => {
    expect(commentBoxKeyAction({ ...plain, ctrlKey: true })).toBe('newLine');
    expect(commentBoxKeyAction({ ...plain, metaKey: true })).toBe('newLine');
    expect(commentBoxKeyAction({ ...plain, ctrlKey: true, shiftKey: true })).toBe('newLine');
  });

  it("leaves Shift+Enter to the text area's own new line", () => {
    expect(commentBoxKeyAction({ ...plain, shiftKey: true })).toBe('type');
  });

  it('never posts while an input method is composing', () => {
    expect(commentBoxKeyAction({ ...plain, isComposing: true })).toBe('type');
  });

  it('types every other key', () => {
    expect(commentBoxKeyAction({ ...plain, key: 'a' })).toBe('type');
    expect(commentBoxKeyAction({ ...plain, key: 'a', ctrlKey: true })).toBe('type');
  });
});
