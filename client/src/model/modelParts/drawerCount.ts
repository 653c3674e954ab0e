const COUNT_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

/** How many drawers a model's name promises ("Three Drawer Base" has three), else `fallback`. */
export function drawerCount(name: string, fallback: number): number {
  const match = /\b(one|two|three|four|five|six|[1-6])[\s-]+drawers?\b/i.exec(name);
  if (match === null) return fallback;
  const word = match[1]!.toLowerCase();
  return COUNT_WORDS[word] ?? Number(word);
}

/** Drawer shares from bottom to top: deeper drawers below, as kitchens are made. */
export function graduatedDrawers(count: number): number[] {
  return Array.from({ length: count }, (_, i) => count + 1 - i);
}
