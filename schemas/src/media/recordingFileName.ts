/** The name when the project has none; the download still needs one. */
export const UNTITLED_RECORDING_NAME = 'Untitled_Save';

/** Added when GIF conversion failed and the raw video is downloaded instead (spec 000 section 4). */
export const FALLBACK_RECORDING_SUFFIX = '_fallback';

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * The download name of a recording: `My_Kitchen_2024-03-05.mp4` (spec 000 section 9). Only
 * letters, digits, spaces, hyphens and underscores survive, so the name is valid on every file
 * system and in a share sheet; spaces become underscores. The date is the local one, the day the
 * user sees on their calendar.
 */
export function recordingFileName(
  projectName: string,
  date: Date,
  extension: string,
  options: { readonly fallback?: boolean } = {},
): string {
  const sanitised = projectName
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .trim()
    .replace(/\s+/g, '_');
  const base = sanitised === '' ? UNTITLED_RECORDING_NAME : sanitised;
  const day = Number.isNaN(date.getTime())
    ? ''
    : `_${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
  const suffix = options.fallback === true ? FALLBACK_RECORDING_SUFFIX : '';
  return `${base}${day}${suffix}.${extension.replace(/^\./, '')}`;
}
