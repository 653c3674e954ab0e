/**
 * A deep copy of a plain value to store in the document. Yjs keeps a stored value by reference, so
 * without a copy a caller mutating its object later would change this replica alone. Own
 * `__proto__` keys (JSON.parse makes them) are dropped because Yjs's decoder drops them: kept here,
 * this replica would hold a field no other replica has.
 */
export function copyForDocument(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (value instanceof Uint8Array) return value.slice();
  if (Array.isArray(value)) return value.map(copyForDocument);
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key !== '__proto__') copy[key] = copyForDocument(item);
  }
  return copy;
}
