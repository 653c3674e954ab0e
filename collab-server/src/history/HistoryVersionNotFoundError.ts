/**
 * A version of a save that history cannot show or restore: a seq below 1, beyond the end of the log,
 * or trimmed by compaction without a checkpoint to keep it. The api answers it with 404; it finds it
 * by `name`, since the api does not import this package at runtime.
 */
export class HistoryVersionNotFoundError extends Error {
  override readonly name = 'HistoryVersionNotFoundError';

  constructor(
    readonly saveId: string,
    readonly seq: number,
    readonly reason: 'trimmed' | 'beyond-end',
  ) {
    super(`version ${seq} of save ${saveId} is not available (${reason})`);
  }
}
