/**
 * The one or two letters an avatar shows for a name: the first letters of its first and last words
 * ("Ann Lee" → "AL"), the first letter of an e-mail's local part ("bob@example.com" → "B"), or "?"
 * for a name with no letters or digits.
 */
export function initialsOf(name: string): string {
  const local = name.includes('@') ? name.slice(0, name.indexOf('@')) : name;
  const words = local.split(/[\s._-]+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  const first = words[0];
  if (first === undefined) return '?';
  const letterOf = (word: string) => [...word].find((char) => /[\p{L}\p{N}]/u.test(char))!.toUpperCase();
  const last = name.includes('@') || words.length < 2 ? undefined : words.at(-1);
  return letterOf(first) + (last === undefined ? '' : letterOf(last));
}
