/** Why a command over notes was refused; nothing is written when one is thrown. */
export type NoteCommandErrorCode =
  'not_found' | 'invalid_position' | 'text_too_long' | 'invalid_color' | 'invalid_opacity' | 'invalid_scale';

export class NoteCommandError extends Error {
  readonly code: NoteCommandErrorCode;

  constructor(code: NoteCommandErrorCode, message: string) {
    super(message);
    this.name = 'NoteCommandError';
    this.code = code;
  }
}
