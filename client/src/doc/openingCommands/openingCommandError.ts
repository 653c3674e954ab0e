/** Why a command over openings was refused; nothing is written when one is thrown. */
export type OpeningCommandErrorCode =
  'not_found' | 'wall_not_found' | 'invalid_dimensions' | 'invalid_position' | 'unknown_scenery' | 'no_room';

export class OpeningCommandError extends Error {
  readonly code: OpeningCommandErrorCode;

  constructor(code: OpeningCommandErrorCode, message: string) {
    super(message);
    this.name = 'OpeningCommandError';
    this.code = code;
  }
}
