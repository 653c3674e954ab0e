/** The parts of an event target that say whether it takes typing (an Element has them). */
export interface MaybeEditable {
  tagName?: string;
  isContentEditable?: boolean;
  type?: string;
}

const NON_TEXT_INPUTS = new Set(['button', 'checkbox', 'radio', 'range', 'color', 'submit', 'reset', 'file']);

/**
 * Whether a key press belongs to a field being typed in, where Ctrl+Z undoes the typing and Delete
 * deletes a character: editor shortcuts leave those alone.
 */
export function isTypingTarget(target: MaybeEditable | null): boolean {
  if (target === null) return false;
  if (target.isContentEditable === true) return true;
  const tag = target.tagName?.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  return tag === 'INPUT' && !NON_TEXT_INPUTS.has((target.type ?? 'text').toLowerCase());
}
