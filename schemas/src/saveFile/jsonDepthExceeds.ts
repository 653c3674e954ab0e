/**
 * Whether a parsed JSON value nests objects and arrays more than `maxDepth` levels (`{}` is one
 * level). It walks with its own stack because the values it guards against would overflow the call
 * stack of a recursive walk.
 */
export function jsonDepthExceeds(value: unknown, maxDepth: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue;
    const depth = next.depth + 1;
    if (depth > maxDepth) return true;
    for (const child of Object.values(next.value)) pending.push({ value: child, depth });
  }
  return false;
}
