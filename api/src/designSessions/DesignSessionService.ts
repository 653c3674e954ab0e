import type {
  AuthUser,
  DesignSession,
  DesignSessionPostRequest,
  DesignSessionPostResponse,
} from '@kitchensync/schemas';
import { ApiError } from '../http/ApiError';
import type { DesignSessionRepository } from './DesignSessionRepository';

/**
 * Stores the design sessions browsers report (spec 000 sections 3 and 7). The browser decides when
 * to send (fewer than three sessions, sessions enabled); the server decides whose a session is.
 * The fields that say who and where (`user`, `guest`, `domain`) and the server's own times are set
 * here, never taken from the body, so a session cannot be attributed to someone else.
 */
export class DesignSessionService {
  constructor(
    private readonly sessions: DesignSessionRepository,
    private readonly authenticate: (token: string) => Promise<AuthUser | null>,
    private readonly now: () => number = Date.now,
  ) {}

  async post(host: string, request: DesignSessionPostRequest): Promise<DesignSessionPostResponse> {
    const user = await this.authenticate(request.token);
    if (!user) throw new ApiError('auth/required');
    const sent = request.designSession;
    const existing = await this.sessions.findById(sent.id);
    if (existing && existing.userId !== user.id) throw new ApiError('designSession/forbidden');
    const now = this.now();
    const started = existing?.session.__started_time ?? Math.min(sent.__started_time, now);
    const session: DesignSession = {
      ...sent,
      __started_time: started,
      __refreshed_time: now,
      __ended_time: sent.__ended_time === null ? null : Math.min(Math.max(sent.__ended_time, started), now),
      user: user.id,
      guest: user.guest,
      domain: host,
    };
    const outcome = await this.sessions.put({ session, userId: user.id, autosave: request.autosave });
    if (outcome === 'taken') throw new ApiError('designSession/forbidden');
    return { data: { id: session.id } };
  }
}
