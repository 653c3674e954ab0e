/** Characters no file system takes in a name (control characters are dropped separately). */
const FORBIDDEN = /[\\/:*?"<>|]+/g;

/**
 * A download's name: the project's name and what the file is ("Smith kitchen layout.png"), as the
 * render's name is the project's plus "render" (spec 001 §9); a nameless project is "Untitled".
 */
export function printFileName(projectName: string, what: string, extension: string): string {
  const name =
    [...projectName]
      .filter((char) => char >= ' ')
      .join('')
      .replace(FORBIDDEN, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'Untitled';
  return `${name} ${what}.${extension}`;
}
