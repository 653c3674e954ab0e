/** "Tickets of this user (everyone's when null) for this save issued before `atMs` no longer count." */
export interface AccessRevocation {
  saveId: string;
  userId: string | null;
  /** Epoch milliseconds on the revoking instance's clock. */
  atMs: number;
}

/**
 * How a revocation made on one collab-server instance reaches every other: an instance that holds no
 * room for the save must still refuse the old ticket, or a lowered user could reconnect there with
 * their old role until the ticket expires.
 */
export interface RevocationFeed {
  /** Tells every other instance; rejects when the feed cannot take it (the local revocation still holds). */
  publish(revocation: AccessRevocation): Promise<void>;
  /** Hears other instances' revocations (never this instance's own); returns the function that stops. */
  subscribe(listener: (revocation: AccessRevocation) => void): () => void;
  close(): Promise<void>;
}
