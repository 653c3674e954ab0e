/** "Tickets of this user (everyone's when null) for this save issued before `atMs` no longer count." */
export interface AccessRevocation {
  saveId: string;
  userId: string | null;
  /** Epoch milliseconds on the revoking instance's clock. */
  atMs: number;
}

/** "This api session ended (logout): none of its tickets count any more, whenever issued." */
export interface EndedSession {
  /** The ticket claim `sessionId`. */
  sessionId: string;
  /** Epoch milliseconds on the ending instance's clock. */
  atMs: number;
}

export type Revocation = AccessRevocation | EndedSession;

export function isEndedSession(revocation: Revocation): revocation is EndedSession {
  return 'sessionId' in revocation;
}

/**
 * How a revocation made on one collab-server instance reaches every other: an instance that holds no
 * room for the save must still refuse the old ticket, or a lowered user could reconnect there with
 * their old role until the ticket expires.
 */
export interface RevocationFeed {
  /**
   * Tells every other instance and resolves once each instance that heard it has applied it (its
   * listeners resolved), or after the feed's confirmation timeout (logged), so that the caller can
   * answer only when the change holds everywhere. Rejects when the feed cannot take it (the local
   * revocation still holds).
   */
  publish(revocation: Revocation): Promise<void>;
  /**
   * Hears other instances' revocations (never this instance's own); returns the function that stops.
   * The revocation counts as applied here when the listener's promise settles.
   */
  subscribe(listener: (revocation: Revocation) => void | Promise<void>): () => void;
  close(): Promise<void>;
}
