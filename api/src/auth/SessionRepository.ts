import type { SessionRecord } from './SessionRecord';

export interface SessionRepository {
  create(session: SessionRecord): Promise<void>;
  /** The session if it exists, is not revoked and has not expired at `now`. */
  findActive(tokenHash: string, now: number): Promise<SessionRecord | null>;
  revoke(tokenHash: string, now: number): Promise<void>;
  /** The user's sessions still active at `now`, oldest first. */
  listActive(userId: string, now: number): Promise<SessionRecord[]>;
  /** Ends every session of the user but `keepTokenHash` (null: all of them), e.g. after a password reset. */
  revokeAllOfUser(userId: string, now: number, keepTokenHash: string | null): Promise<void>;
}
