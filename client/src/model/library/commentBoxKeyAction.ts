/** What a key pressed in the comment box does. */
export type CommentBoxKeyAction = 'post' | 'newLine' | 'type';

interface CommentBoxKey {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  /** An input method is composing: its Enter confirms the composition, never posts. */
  readonly isComposing: boolean;
}

/**
 * The comment box behaves like a chat box: Enter alone posts, Ctrl+Enter inserts a new line (spec
 * 002 section 5; Cmd+Enter too, for Mac users). Shift+Enter keeps the text area's own new line and
 * any other key types as usual.
 */
export function commentBoxKeyAction(event: CommentBoxKey): CommentBoxKeyAction {
  if (event.key !== 'Enter' || event.isComposing) return 'type';
  if (event.ctrlKey || event.metaKey) return 'newLine';
  if (event.shiftKey || event.altKey) return 'type';
  return 'post';
}
