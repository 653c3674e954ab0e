/**
 * Rejects the appends a SQLite writer thread held when it died. Their transaction may or may not have
 * committed, so they are neither acknowledged nor known to be lost: a client resends its state when
 * it reconnects, which makes either outcome safe.
 */
export class SqliteWriterCrashedError extends Error {
  override readonly name = 'SqliteWriterCrashedError';

  constructor(
    readonly exitCode: number,
    cause: unknown,
  ) {
    const reason =
      cause === undefined ? '' : `: ${cause instanceof Error ? cause.message : JSON.stringify(cause)}`;
    super(
      `the SQLite writer thread stopped (exit code ${exitCode}${reason}) before confirming ` +
        'these appends; they may or may not be durable',
      cause === undefined ? undefined : { cause },
    );
  }
}
