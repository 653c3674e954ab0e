/** What a name needs so every file system takes it: none of the characters Windows refuses, nor control characters. */
// eslint-disable-next-line no-control-regex
const REFUSED_CHARACTERS = /[\\/:*?"<>|\u0000-\u001f]+/g;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The render's file name: the project name plus " render" (spec 001 section 9), with the time on a
 * mobile device, where files land in one downloads list with no folder to tell renders apart.
 * A design without a name is "Untitled Save", as the editor's toolbar shows it.
 */
export function renderFileName(projectName: string, options: { mobile: boolean; now: Date }): string {
  const name = projectName.replace(REFUSED_CHARACTERS, ' ').replace(/\s+/g, ' ').trim() || 'Untitled Save';
  const { now } = options;
  const stamp = options.mobile
    ? ` ${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())} ${twoDigits(now.getHours())}-${twoDigits(now.getMinutes())}-${twoDigits(now.getSeconds())}`
    : '';
  return `${name} render${stamp}.png`;
}
