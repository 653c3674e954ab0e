/** Why a command over placed models was refused; nothing is written when one is thrown. */
export type ModelCommandErrorCode =
  | 'not_found'
  | 'locked'
  | 'rotation_locked'
  | 'not_invertable'
  | 'dimensions_not_editable'
  | 'invalid_dimensions'
  | 'no_dimensions'
  | 'unknown_style'
  | 'blocked_by_opening';

export class ModelCommandError extends Error {
  readonly code: ModelCommandErrorCode;

  constructor(code: ModelCommandErrorCode, message: string) {
    super(message);
    this.name = 'ModelCommandError';
    this.code = code;
  }
}
