/** A design-wide command refused before writing anything; `message` is for the person. */
export class DesignCommandError extends Error {
  override readonly name = 'DesignCommandError';
}
