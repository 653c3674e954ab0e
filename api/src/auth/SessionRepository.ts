import type { SessionRecord } from './SessionRecord';

export interface SessionRepository {
  create(session: SessionRecord): Promise<void>;
  /** The session if it exists, is not revoked and has not expired at `now`. */
  findActive(tokenHash: string, now: number): Promise<SessionRecord | null>;
  revoke(tokenHash: string, now: number): Promise<void>;
}
