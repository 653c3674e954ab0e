/**
 * A UTF-16 surrogate without its partner: `JSON.parse` makes one from an escape such as `\ud800`,
 * but no UTF-8 text can hold it, so SQLite, MongoDB and the Yjs encoder each replace it with U+FFFD.
 * With the `u` flag a class of surrogates matches only unpaired ones.
 */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/**
 * Whether any string of a parsed JSON value, object keys included, holds a lone surrogate. It walks
 * with its own stack, so a deeply nested value cannot overflow the call stack.
 */
export function containsLoneSurrogate(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (LONE_SURROGATE.test(next)) return true;
    } else if (typeof next === 'object' && next !== null) {
      for (const [key, child] of Object.entries(next)) {
        if (LONE_SURROGATE.test(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}
