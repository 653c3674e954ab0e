/** A seq whose state or tail the log cannot produce: trimmed by compaction, or not appended yet. */
export class SeqNotRetainedError extends Error {
  override readonly name = 'SeqNotRetainedError';

  constructor(
    readonly saveId: string,
    readonly seq: number,
    readonly reason: 'trimmed' | 'beyond-end',
  ) {
    super(`seq ${seq} of save ${saveId} is not available (${reason})`);
  }
}
