/**
 * A past state of a save that this code cannot bring to its own schema: written by a newer version
 * (`tooNew`) or with an unreadable version record (`invalidVersions`). Showing or restoring it would
 * mean reading or writing data in a shape this code does not know, so neither happens.
 */
export class PastDesignUnreadableError extends Error {
  override readonly name = 'PastDesignUnreadableError';

  constructor(readonly status: 'tooNew' | 'invalidVersions') {
    super(`the past state of this design cannot be read by this version (${status})`);
  }
}
