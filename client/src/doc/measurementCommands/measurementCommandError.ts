/** Why a command over measurements was refused; nothing is written when one is thrown. */
export type MeasurementCommandErrorCode = 'not_found' | 'invalid_point' | 'too_short';

export class MeasurementCommandError extends Error {
  readonly code: MeasurementCommandErrorCode;

  constructor(code: MeasurementCommandErrorCode, message: string) {
    super(message);
    this.name = 'MeasurementCommandError';
    this.code = code;
  }
}
