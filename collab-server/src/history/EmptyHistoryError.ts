/**
 * A checkpoint asked for on a save whose log is still empty (never opened, nothing written): there is
 * no version to name yet. The api answers it with 409 and finds it by `name`.
 */
export class EmptyHistoryError extends Error {
  override readonly name = 'EmptyHistoryError';

  constructor(readonly saveId: string) {
    super(`save ${saveId} has nothing in its log to checkpoint yet`);
  }
}
