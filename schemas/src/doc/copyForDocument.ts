// With the `u` flag a class of surrogates matches only unpaired ones.
const LONE_SURROGATES = /[\uD800-\uDFFF]/gu;

/** What every other replica decodes for a string: Yjs encodes UTF-8, where a lone surrogate becomes U+FFFD. */
function asEncoded(text: string): string {
  return text.replace(LONE_SURROGATES, '\uFFFD');
}

/**
 * A deep copy of a plain value to store in the document. Yjs keeps a stored value by reference, so
 * without a copy a caller mutating its object later would change this replica alone. Own
 * `__proto__` keys (JSON.parse makes them) are dropped because Yjs's decoder drops them, and lone
 * surrogates in strings and keys become U+FFFD as Yjs's encoder makes them: kept here, this replica
 * would hold a value no other replica has.
 */
export function copyForDocument(value: unknown): unknown {
  if (typeof value === 'string') return asEncoded(value);
  if (typeof value !== 'object' || value === null) return value;
  if (value instanceof Uint8Array) return value.slice();
  if (Array.isArray(value)) return value.map(copyForDocument);
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key !== '__proto__') copy[asEncoded(key)] = copyForDocument(item);
  }
  return copy;
}
