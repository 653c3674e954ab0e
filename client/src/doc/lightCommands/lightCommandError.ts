/** Why a command over lights was refused; nothing is written when one is thrown. */
export type LightCommandErrorCode =
  'not_found' | 'invalid_position' | 'invalid_height' | 'invalid_intensity' | 'shadow_light_cap' | 'no_runs';

export class LightCommandError extends Error {
  readonly code: LightCommandErrorCode;

  constructor(code: LightCommandErrorCode, message: string) {
    super(message);
    this.name = 'LightCommandError';
    this.code = code;
  }
}
