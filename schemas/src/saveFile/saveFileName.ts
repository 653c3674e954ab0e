import { SAVE_FILE_EXTENSION } from './saveFileExtension';

/** The spec shows a save without a name as Untitled Save; its file gets the same name. */
export const UNTITLED_SAVE_FILE_NAME = 'Untitled_Save';

/** Characters that Windows, macOS or Linux refuse in a file name, or that would make it a path. */
const FORBIDDEN_CHARACTERS = new Set(['<', '>', ':', '"', '/', '\\', '|', '?', '*']);
/** Keeps the whole name, date and extension included, well under the 255-byte limit of common file systems. */
const MAX_NAME_CHARACTERS = 100;

function isAllowed(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return code >= 0x20 && code !== 0x7f && !FORBIDDEN_CHARACTERS.has(character);
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * The download name of an exported save: `My_Kitchen_2024-03-05.msmv`. The date is the local one,
 * the day the user sees on their calendar. Leading and trailing dots go, because Windows drops
 * trailing ones and a leading one hides the file.
 */
export function saveFileName(filename: string, date: Date): string {
  const name = [...filename]
    .filter(isAllowed)
    .join('')
    .trim()
    .replace(/\s+/g, '_')
    .replace(/^[._]+|[._]+$/g, '');
  const base = [...(name === '' ? UNTITLED_SAVE_FILE_NAME : name)].slice(0, MAX_NAME_CHARACTERS).join('');
  if (Number.isNaN(date.getTime())) return `${base}${SAVE_FILE_EXTENSION}`;
  const day = `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
  return `${base}_${day}${SAVE_FILE_EXTENSION}`;
}
